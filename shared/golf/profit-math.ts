import { BREAK_EVEN_FIXED_COSTS, MARGIN_BANDS } from "./golf-constants";

export interface ProfitInputs {
  suggestedRetailPrice: number;
  costOfGoods: number;
  shippingCost: number;
  marketingCost: number;
}

export interface ProfitResult {
  grossMargin: number;
  netMargin: number;
  /** units per month to cover the fixed costs; null when every sale loses money */
  breakEvenUnits: number | null;
}

/**
 * Rounds to 2 decimals, half away from zero. Trimming to 15 significant digits first drops binary
 * noise, so 1.005 (whose hundredfold is 100.49999...) rounds to 1.01 as a person would expect.
 */
export function roundTo2(n: number): number {
  const cents = Number((Math.abs(n) * 100).toPrecision(15));
  const rounded = Math.round(cents) / 100;
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

const amount = (n: number) => (Number.isFinite(n) ? n : 0);

/** What each sale leaves after the cost of goods, shipping and marketing, to the cent. */
export function profitPerUnit(inputs: ProfitInputs): number {
  return roundTo2(
    amount(inputs.suggestedRetailPrice) - amount(inputs.costOfGoods) - amount(inputs.shippingCost) - amount(inputs.marketingCost),
  );
}

/**
 * Units a month that cover BREAK_EVEN_FIXED_COSTS, rounded up; null when a sale makes no profit.
 * Worked in whole cents so that 1000 / 0.10 is exactly 10000, not 10001.
 */
export function breakEvenUnits(profit: number): number | null {
  const cents = Math.round(profit * 100);
  if (!Number.isFinite(cents) || cents <= 0) return null;
  return Math.ceil((BREAK_EVEN_FIXED_COSTS * 100) / cents);
}

/**
 * The live calculation of the profit calculator (spec section 5).
 * Returns null when the retail price is not above 0, because margins are then undefined.
 */
export function calculateProfit(inputs: ProfitInputs): ProfitResult | null {
  const price = inputs.suggestedRetailPrice;
  if (!Number.isFinite(price) || price <= 0) return null;
  const profit = profitPerUnit(inputs);
  const grossMargin = roundTo2(((price - amount(inputs.costOfGoods)) / price) * 100);
  const netMargin = roundTo2((profit / price) * 100);
  return { grossMargin, netMargin, breakEvenUnits: netMargin > 0 ? breakEvenUnits(profit) : null };
}

export type MarginBand = "excellent" | "fair" | "low";

/** Colour band of a margin: 40 or more green, 25 or more yellow, below 25 red (spec section 9). */
export function marginBand(margin: number): MarginBand {
  if (margin >= MARGIN_BANDS.excellent) return "excellent";
  if (margin >= MARGIN_BANDS.fair) return "fair";
  return "low";
}
