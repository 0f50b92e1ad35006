/**
 * A quote's money, in integer cents only: floating-point dollars would lose cents. Quantities may have up to three
 * decimals (12.5 m, 1.25 m³); they are held as thousandths so every product is exact before it is rounded.
 */

export interface QuoteLineInput {
  description: string;
  /** "12.5", up to three decimals */
  quantity: string | number;
  unit: string;
  unitPriceCents: number;
}

export interface QuoteTotals {
  lineCents: number[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  depositCents: number;
}

/** A line's quantity: up to 999,999 with at most three decimals. The form's schema and the sums read this one rule. */
export const QUANTITY_PATTERN = /^(\d{1,6})(?:\.(\d{1,3}))?$/;
export const QUANTITY_MESSAGE = "A quantity up to 999,999 with at most 3 decimals";

/** 12.5 -> 12500 thousandths, exactly (a decimal string is never read as a float). */
export function quantityThousandths(quantity: string | number): number {
  const text = typeof quantity === "number" ? String(quantity) : quantity.trim();
  const match = QUANTITY_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a quantity: ${text}`);
  return Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
}

/** Half up, for non-negative amounts: numerator / denominator to the nearest whole, a half going up. */
const divideHalfUp = (numerator: number, denominator: number) => Math.floor((numerator * 2 + denominator) / (denominator * 2));

/** A line's amount: quantity times unit price, rounded half up to the cent (in BigInt: the product may pass 2^53). */
export function lineCents(line: Pick<QuoteLineInput, "quantity" | "unitPriceCents">): number {
  const product = BigInt(quantityThousandths(line.quantity)) * BigInt(line.unitPriceCents);
  return Number((product * 2n + 1000n) / 2000n);
}

/** GST: 10% of the subtotal, rounded half up to the cent. */
export const gstCents = (subtotalCents: number) => divideHalfUp(subtotalCents, 10);

/** "10" or "7.5": a percentage with at most two decimals, as hundredths of a percent. */
export function percentHundredths(percent: number): number {
  const hundredths = Math.round(percent * 100);
  if (Math.abs(hundredths - percent * 100) > 1e-6) throw new RangeError(`At most two decimals: ${percent}`);
  return hundredths;
}

/**
 * The deposit: a percentage of the total including GST, rounded down to the cent, so a deposit at the cap's
 * percentage never comes to a cent over the cap.
 */
export const depositCents = (totalCents: number, depositPercent: number) =>
  Math.floor((totalCents * percentHundredths(depositPercent)) / 10_000);

export function quoteTotals(lines: readonly Pick<QuoteLineInput, "quantity" | "unitPriceCents">[], depositPercent: number): QuoteTotals {
  const amounts = lines.map(lineCents);
  const subtotal = amounts.reduce((sum, cents) => sum + cents, 0);
  const gst = gstCents(subtotal);
  const total = subtotal + gst;
  return {
    lineCents: amounts,
    subtotalCents: subtotal,
    gstCents: gst,
    totalCents: total,
    depositCents: depositCents(total, depositPercent),
  };
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
/** 123456 -> "$1,234.56" */
export const formatCents = (cents: number) => aud.format(cents / 100);

/** "$1,234.5" -> 123450: dollars as staff type them, to cents exactly; undefined when it is not an amount. */
export function parseDollars(text: string): number | undefined {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.replace(/[\s$,]/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 123450 -> "1234.50": cents as a form shows them for editing. */
export const centsToDollarText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
