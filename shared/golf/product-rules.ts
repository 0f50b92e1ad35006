import { LOW_STOCK_THRESHOLD } from "./golf-constants";
import { optionsOf } from "../options";

/** The AUD price-range filter of the products page (spec section 9). */
export const PRICE_BANDS = optionsOf({
  "under-100": "Under $100",
  "100-300": "$100 to $300",
  "300-500": "Over $300 to $500",
  "over-500": "Over $500",
});

export type PriceBand = (typeof PRICE_BANDS)[number]["value"];

/** Under 100; 100 to 300 inclusive; above 300 up to 500; above 500. */
export function priceBandOf(priceAUD: number): PriceBand {
  if (priceAUD < 100) return "under-100";
  if (priceAUD <= 300) return "100-300";
  if (priceAUD <= 500) return "300-500";
  return "over-500";
}

/** How much dearer the Australian price is, in whole percent: round((AUD - USD) / USD * 100). Null without a US price. */
export function priceGapPercent(priceUSD: number, priceAUD: number): number | null {
  if (!Number.isFinite(priceUSD) || !Number.isFinite(priceAUD) || priceUSD <= 0) return null;
  // Adding 0 turns Math.round's -0 into 0, so a gap of "-0%" never shows.
  return Math.round(((priceAUD - priceUSD) / priceUSD) * 100) + 0;
}

/**
 * "Gap at today's rate": the Australian price converted to US dollars at the stored rate (US$ per
 * A$1), against the US price, in whole percent. Null without a US price or a rate.
 */
export function gapAtRatePercent(priceUSD: number, priceAUD: number, usdPerAud: number): number | null {
  if (!Number.isFinite(usdPerAud) || usdPerAud <= 0) return null;
  return priceGapPercent(priceUSD, priceAUD * usdPerAud);
}

export type StockStatus = { kind: "out-of-stock" } | { kind: "low-stock"; quantity: number } | { kind: "in-stock"; quantity: number };

/** Out of Stock when not in stock; otherwise a low-stock warning under LOW_STOCK_THRESHOLD units. */
export function stockStatus(product: { inStock: boolean; stockQuantity: number }): StockStatus {
  if (!product.inStock) return { kind: "out-of-stock" };
  if (product.stockQuantity < LOW_STOCK_THRESHOLD) return { kind: "low-stock", quantity: product.stockQuantity };
  return { kind: "in-stock", quantity: product.stockQuantity };
}
