import { figureOrDash } from "@shared/reports/report-figures";

const wholeDollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** 1234567 -> "$12,346": the report's money, to the dollar. */
export const dollars = (cents: number | null) => figureOrDash(cents, (value) => wholeDollars.format(value / 100));
/** 1234567 -> "$12,345.67" */
export const dollarsAndCents = (cents: number | null) => figureOrDash(cents, (value) => withCents.format(value / 100));
export const percent = (share: number | null) => figureOrDash(share, (value) => `${Math.round(value * 100)}%`);
export const perDollar = (value: number | null) => figureOrDash(value, (v) => `$${v.toFixed(2)}`);

/** 95 -> "1 h 35 min", 3000 -> "2 d 2 h": a response time as an owner reads it. */
export function duration(minutes: number | null): string {
  return figureOrDash(minutes, (value) => {
    if (value < 60) return `${value} min`;
    if (value < 24 * 60) return `${Math.floor(value / 60)} h${value % 60 ? ` ${value % 60} min` : ""}`;
    const hours = Math.round(value / 60);
    return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
  });
}

/** "2026-11" -> "Nov 2026" */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-AU", { month: "short", year: "numeric", timeZone: "UTC" });
