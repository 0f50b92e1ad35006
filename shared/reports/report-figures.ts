import type { ReportFigures } from "./report-types";
import { daysBetween } from "../calendar/durations";

/** What SQL counts for a row; the rest of the figures are worked out from these. */
export type CountedFigures = Pick<
  ReportFigures,
  "leads" | "contacted" | "siteVisits" | "quoted" | "won" | "lost" | "wonValueCents" | "medianFirstResponseMinutes"
>;

/** a / b rounded to a whole cent, or null where b is zero (never NaN or Infinity) */
const perCents = (cents: number, count: number) => (count === 0 ? null : Math.round(cents / count));

/** Win rate, costs and value per dollar from the counts and the spend (null when none is recorded). */
export function withDerivedFigures(counted: CountedFigures, spendCents: number | null): ReportFigures {
  const decided = counted.won + counted.lost;
  return {
    ...counted,
    winRate: decided === 0 ? null : counted.won / decided,
    spendCents,
    costPerLeadCents: spendCents === null ? null : perCents(spendCents, counted.leads),
    costPerWonCents: spendCents === null ? null : perCents(spendCents, counted.won),
    wonValuePerDollar: spendCents === null || spendCents === 0 ? null : Math.round((counted.wonValueCents * 100) / spendCents) / 100,
  };
}

export const NO_FIGURES: CountedFigures = {
  leads: 0,
  contacted: 0,
  siteVisits: 0,
  quoted: 0,
  won: 0,
  lost: 0,
  wonValueCents: 0,
  medianFirstResponseMinutes: null,
};

/** Adds up rows' counts; the median cannot be added, so a sum has none unless given. */
export function sumFigures(rows: readonly CountedFigures[]): CountedFigures {
  const total = { ...NO_FIGURES };
  for (const row of rows) {
    total.leads += row.leads;
    total.contacted += row.contacted;
    total.siteVisits += row.siteVisits;
    total.quoted += row.quoted;
    total.won += row.won;
    total.lost += row.lost;
    total.wonValueCents += row.wonValueCents;
  }
  return total;
}

/** A figure as the report shows it: "-" where it cannot be worked out. */
export const figureOrDash = (value: number | null, format: (value: number) => string = String) =>
  value === null || !Number.isFinite(value) ? "-" : format(value);

/** The days of "2026-11" that fall in [from, to] (dates YYYY-MM-DD, inclusive), and the month's length. */
export function monthOverlap(month: string, from: string, to: string): { days: number; length: number } {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const length = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const first = `${month}-01`;
  const last = `${month}-${String(length).padStart(2, "0")}`;
  const start = from > first ? from : first;
  const end = to < last ? to : last;
  if (start > end) return { days: 0, length };
  const days = daysBetween(start, end) + 1;
  return { days, length };
}

/** The months "YYYY-MM" a date range touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** A monthly table's totals row: each named count summed over its months. */
function monthTotals<Key extends string>(months: readonly Record<Key, number>[], keys: readonly Key[]): Record<Key, number> {
  return Object.fromEntries(keys.map((key) => [key, months.reduce((sum, month) => sum + month[key], 0)])) as Record<Key, number>;
}

/**
 * A report month by month over the range: each month's counts (0 where a month has none) and their totals.
 * `countsOf` gives a month's counts as the database returned them (numbers or numeric strings).
 */
export function monthlyReport<Key extends string>(
  range: { from: string; to: string },
  keys: readonly Key[],
  countsOf: (month: string) => Partial<Record<Key, unknown>> | undefined,
) {
  const months = monthsOf(range.from, range.to).map((month) => {
    const counts = countsOf(month);
    return { month, ...(Object.fromEntries(keys.map((key) => [key, Number(counts?.[key] ?? 0)])) as Record<Key, number>) };
  });
  return { from: range.from, to: range.to, months, totals: monthTotals(months, keys) };
}
