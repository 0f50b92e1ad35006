/** Money, percentages and revenue for the golf tool, in en-AU formatting. */

export type Currency = "USD" | "AUD";

/** US$ and A$ keep the two currencies apart wherever they sit side by side. */
const CURRENCY_SYMBOL: Record<Currency, string> = { USD: "US$", AUD: "A$" };

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: Currency, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: "negative",
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** "US$1,399.99", "A$949.00", "-A$12.50"; `decimals: 0` for whole amounts ("A$2,400"). */
export function formatMoney(value: number, currency: Currency, { decimals = 2 }: { decimals?: number } = {}): string {
  return moneyFormat(currency, decimals)
    .formatToParts(value)
    .map((part) => (part.type === "currency" ? CURRENCY_SYMBOL[currency] : part.value))
    .join("")
    .replace(/\s/g, "");
}

/**
 * "45.25%"; with `signed`, a change or gap shows its direction: "+58%", "-12%", "0%".
 * `decimals` is fixed so numbers line up in columns.
 */
export function formatPercent(value: number, { decimals = 0, signed = false }: { decimals?: number; signed?: boolean } = {}): string {
  // "exceptZero" and "negative" also keep a value that rounds to zero from showing as "+0%" or "-0%".
  const format = new Intl.NumberFormat("en-AU", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: signed ? "exceptZero" : "negative",
  });
  return `${format.format(value)}%`;
}

const REVENUE_UNITS = [
  { size: 1e9, suffix: "B" },
  { size: 1e6, suffix: "M" },
  { size: 1e3, suffix: "K" },
] as const;

/**
 * Revenue in USD as B from 1e9, M from 1e6, K from 1e3, one decimal ("US$185.0M"); below 1e3 in
 * whole dollars. A value that would round up to 1000 of its unit moves to the next ("US$1.0M").
 */
export function formatRevenue(value: number): string {
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const index = REVENUE_UNITS.findIndex((unit) => abs >= unit.size);
  if (index === -1) return formatMoney(value, "USD", { decimals: 0 });
  let unit = REVENUE_UNITS[index]!;
  const larger = REVENUE_UNITS[index - 1];
  if (larger && Number((abs / unit.size).toFixed(1)) >= 1000) unit = larger;
  return `${sign}${CURRENCY_SYMBOL.USD}${(abs / unit.size).toFixed(1)}${unit.suffix}`;
}

const countFormat = new Intl.NumberFormat("en-AU");
const compactFormat = new Intl.NumberFormat("en-AU", { notation: "compact", maximumFractionDigits: 1 });

/** "1.2M", "850K" */
export function formatCompact(value: number): string {
  return compactFormat.format(value);
}

/** "1,200" */
export function formatCount(value: number): string {
  return countFormat.format(value);
}
