import { parse } from "csv-parse/sync";
import type { ImportProblem } from "@shared/reports/report-types";
import { adSpendSchema, type AdSpendInput } from "@shared/reports/report-validation";

export type SpendImportResult = { ok: true; entries: AdSpendInput[]; rows: number } | { ok: false; errors: ImportProblem[] };

export const MAX_SPEND_IMPORT_LINES = 50_000;
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "2026-11", "2026-11-03", "November 2026", "Nov 2026", "Nov 3, 2026", "November 3, 2026" -> "2026-11"; null otherwise. */
export function monthOfCell(cell: string): string | null {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (iso) {
    const [, year, month, day] = iso;
    if (Number(month) < 1 || Number(month) > 12) return null;
    if (day !== undefined && (Number(day) < 1 || Number(day) > new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()))
      return null;
    return `${year}-${month}`;
  }
  const named = /^([A-Za-z]+)\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})$/.exec(text);
  if (named) {
    const name = named[1]!.toLowerCase();
    const index = MONTHS.findIndex((month) => month === name || (name.length >= 3 && month.startsWith(name)));
    if (index === -1) return null;
    return `${named[3]}-${String(index + 1).padStart(2, "0")}`;
  }
  return null;
}

/** "1,234.56", "A$1,234.56", "1234.5" -> cents; null when it is not an amount. */
export function centsOfCell(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^(A\$|AU\$|AUD|\$)\s*/i, "")
    .replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const headerIndex = (record: readonly string[], names: readonly string[]) =>
  record.findIndex((cell) => names.includes(cell.trim().toLowerCase()));

/**
 * Reads the campaign report Google Ads downloads as CSV: title lines, then a header row with Campaign, Month or
 * Day, and Cost (other columns ignored; a Currency code column must say AUD), then one row per campaign and month
 * or day, then "Total" rows (skipped). Days add up to their month. Every bad row is reported with its line; the
 * entries come back only when every row is good.
 */
export function parseGoogleAdsCostReport(text: string): SpendImportResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as never;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    return { ok: false, errors: [{ line: lines ?? 1, message: `Not a CSV file we can read: ${message}` }] };
  }
  if (records.length > MAX_SPEND_IMPORT_LINES)
    return { ok: false, errors: [{ line: 1, message: `At most ${MAX_SPEND_IMPORT_LINES} lines can be imported at once` }] };

  const headerAt = records.findIndex(({ record }) => headerIndex(record, ["campaign"]) !== -1 && headerIndex(record, ["cost"]) !== -1);
  if (headerAt === -1) {
    return {
      ok: false,
      errors: [
        { line: 1, message: "No header row with Campaign, Month or Day, and Cost: download the campaign report from Google Ads as CSV" },
      ],
    };
  }
  const header = records[headerAt]!.record;
  const columns = {
    campaign: headerIndex(header, ["campaign"]),
    period: headerIndex(header, ["month", "day", "date"]),
    cost: headerIndex(header, ["cost"]),
    currency: headerIndex(header, ["currency code", "currency"]),
  };
  if (columns.period === -1)
    return {
      ok: false,
      errors: [{ line: records[headerAt]!.info.lines, message: "The report needs a Month or Day column: segment it by month or day" }],
    };

  const totals = new Map<string, AdSpendInput>();
  const errors: ImportProblem[] = [];
  let rows = 0;
  for (const { record, info } of records.slice(headerAt + 1)) {
    const first = (record[0] ?? "").trim();
    if (record.every((cell) => cell.trim() === "") || /^total\b/i.test(first)) continue;
    const line = info.lines;
    const campaignCell = (record[columns.campaign] ?? "").trim();
    if (/^total\b/i.test(campaignCell)) continue;
    const month = monthOfCell(record[columns.period] ?? "");
    const cents = centsOfCell(record[columns.cost] ?? "");
    const currency = columns.currency === -1 ? "AUD" : (record[columns.currency] ?? "").trim().toUpperCase();
    const problems: string[] = [];
    if (month === null)
      problems.push(`"${(record[columns.period] ?? "").slice(0, 40)}" is not a month or day (use 2026-11, 2026-11-03 or November 2026)`);
    if (cents === null) problems.push(`"${(record[columns.cost] ?? "").slice(0, 40)}" is not a cost (use 1234.56)`);
    if (currency !== "AUD" && currency !== "") problems.push(`the cost is in ${currency.slice(0, 10)}, not Australian dollars`);
    const checked = adSpendSchema.safeParse({ month: month ?? "2000-01", campaign: campaignCell, amountCents: 0 });
    if (!checked.success)
      problems.push(...checked.error.issues.filter((issue) => issue.path[0] === "campaign").map((issue) => `Campaign: ${issue.message}`));
    if (problems.length) {
      errors.push({ line, message: problems.join("; ") });
      continue;
    }
    rows += 1;
    const campaign = checked.data!.campaign;
    const key = `${month}\u0000${campaign}`;
    const entry = totals.get(key) ?? { month: month!, campaign, amountCents: 0 };
    entry.amountCents += cents!;
    totals.set(key, entry);
  }
  if (errors.length) return { ok: false, errors };
  if (rows === 0) return { ok: false, errors: [{ line: records[headerAt]!.info.lines, message: "The report has no campaign rows" }] };
  const entries = [...totals.values()];
  const tooLarge = entries.find((entry) => !adSpendSchema.safeParse(entry).success);
  if (tooLarge)
    return { ok: false, errors: [{ line: 1, message: `${tooLarge.campaign} in ${tooLarge.month}: at most A$10,000,000 a month` }] };
  return { ok: true, entries, rows };
}
