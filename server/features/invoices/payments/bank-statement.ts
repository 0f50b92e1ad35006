import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";

/** One line of a bank's CSV statement: Date,Amount,Description,Balance. */
export interface StatementLine {
  /** the line's number in the file, from 1 */
  line: number;
  date: string;
  amountCents: number;
  description: string;
  balanceCents: number | null;
  /** the how-manieth identical line of the file (1 for the first): two equal transfers on one day are two lines */
  occurrence?: number;
}

export type StatementParse = { ok: true; lines: StatementLine[] } | { ok: false; errors: { line: number; message: string }[] };

const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MONEY = /^([+-])?\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/;
/** Whole dollars beyond this many digits are no business's transfer. */
const MAX_DOLLAR_DIGITS = 9;
/** What the cents columns hold (PostgreSQL's integer): $21,474,836.47. */
const MAX_CENTS = 2_147_483_647;
export const MAX_STATEMENT_LINES = 5_000;

/** "31/12/2026" -> "2026-12-31", or undefined when it is no calendar day. */
function isoDay(text: string): string | undefined {
  const match = DAY.exec(text.trim());
  if (!match) return undefined;
  const [, d, m, y] = match;
  const iso = `${y}-${m!.padStart(2, "0")}-${d!.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/** "-1,234.5" -> -123450, exactly (never through a float); undefined when it is not an amount (or has over 9 dollar digits). */
export function parseStatementAmount(text: string): number | undefined {
  const match = MONEY.exec(text.trim().replace(/\s/g, ""));
  if (!match || match[2]!.replace(/,/g, "").replace(/^0+(?=\d)/, "").length > MAX_DOLLAR_DIGITS) return undefined;
  const cents = Number(match[2]!.replace(/,/g, "")) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (cents > MAX_CENTS) return undefined;
  return match[1] === "-" ? -cents : cents;
}

/**
 * A statement as Australian banks export it (CommBank, NAB, Westpac, ANZ): Date,Amount,Description,Balance, dates
 * DD/MM/YYYY, credits positive and debits negative, with or without a header line. Every line is read before
 * anything is recorded: one that cannot be read refuses the file, naming the line.
 */
export function parseBankStatement(text: string): StatementParse {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ""), { relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    return { ok: false, errors: [{ line: 1, message: "This is not a CSV file" }] };
  }
  if (rows.length > MAX_STATEMENT_LINES + 1)
    return { ok: false, errors: [{ line: 1, message: `At most ${MAX_STATEMENT_LINES} lines at a time` }] };
  const lines: StatementLine[] = [];
  const errors: { line: number; message: string }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const [date = "", amount = "", description = "", balance = ""] = row;
    if (i === 0 && !isoDay(date)) return; // the header line
    const line = i + 1;
    const day = isoDay(date);
    const cents = parseStatementAmount(amount);
    const balanceCents = balance === "" ? null : parseStatementAmount(balance);
    if (!day) return void errors.push({ line, message: `"${date.slice(0, 20)}" is not a date as DD/MM/YYYY` });
    if (cents === undefined)
      return void errors.push({ line, message: `"${amount.slice(0, 20)}" is not an amount (at most $21,474,836.47)` });
    if (balanceCents === undefined) return void errors.push({ line, message: `"${balance.slice(0, 20)}" is not a balance` });
    const same = JSON.stringify([day, cents, description.slice(0, 500), balanceCents]);
    seen.set(same, (seen.get(same) ?? 0) + 1);
    lines.push({ line, date: day, amountCents: cents, description: description.slice(0, 500), balanceCents, occurrence: seen.get(same)! });
  });
  return errors.length ? { ok: false, errors: errors.slice(0, 20) } : { ok: true, lines };
}

/**
 * A line is the same line when its date, amount, description and balance are, and it is the same one of its
 * identical lines in the file: without a balance column, two equal transfers on one day differ only by that count
 * (the first keeps the key it always had, so statements imported before still match).
 */
export const statementLineKey = (line: StatementLine) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        line.date,
        line.amountCents,
        line.description,
        line.balanceCents,
        ...((line.occurrence ?? 1) > 1 ? [line.occurrence] : []),
      ]),
    )
    .digest("hex");
