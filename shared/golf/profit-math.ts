import { BREAK_EVEN_FIXED_COSTS, MARGIN_BANDS } from "../constants";

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

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The live calculation of the profit calculator (spec section 5).
 * Returns null when the retail price is not above 0, because margins are then undefined.
 */
export function calculateProfit(inputs: ProfitInputs): ProfitResult | null {
  const price = inputs.suggestedRetailPrice;
  if (!Number.isFinite(price) || price <= 0) return null;
  const cost = (n: number) => (Number.isFinite(n) ? n : 0);
  const profitPerUnit = price - cost(inputs.costOfGoods) - cost(inputs.shippingCost) - cost(inputs.marketingCost);
  const grossMargin = twoDecimals(((price - cost(inputs.costOfGoods)) / price) * 100);
  const netMargin = twoDecimals((profitPerUnit / price) * 100);
  const breakEvenUnits = netMargin > 0 ? Math.ceil(BREAK_EVEN_FIXED_COSTS / profitPerUnit) : null;
  return { grossMargin, netMargin, breakEvenUnits };
}

export type MarginBand = "excellent" | "fair" | "low";

/** Colour band of a margin: 40 or more green, 25 or more yellow, below 25 red (spec section 9). */
export function marginBand(margin: number): MarginBand {
  if (margin >= MARGIN_BANDS.excellent) return "excellent";
  if (margin >= MARGIN_BANDS.fair) return "fair";
  return "low";
}
