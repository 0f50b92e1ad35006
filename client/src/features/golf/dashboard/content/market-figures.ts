import { optionsOf } from "@shared/options";
/**
 * The dashboard's static market figures (spec section 9). Amounts are numbers with their currency
 * so the page formats them like every other amount; market sizes are in US dollars.
 */
export const MARKET_FIGURES = {
  usMarketUSD: 8_500_000_000,
  australianMarketUSD: 1_200_000_000,
  priceGapPercent: { from: 25, to: 40 },
  usGrowthPercent: 4.2,
  australianGrowthPercent: 6.8,
  australianProjection: { year: 2029, marketUSD: 1_800_000_000 },
  australianGolfers: 1_200_000,
  averageAnnualSpendAUD: 2400,
  averageMarkupPercent: 35,
} as const;

/** How the US market splits by segment, in percent (45/25/18/12). */
export const US_SEGMENT_SPLIT = [
  { segment: "Golf Clubs", percent: 45 },
  { segment: "Golf Apparel", percent: 25 },
  { segment: "Golf Balls", percent: 18 },
  { segment: "Golf Accessories", percent: 12 },
] as const;

export const DASHBOARD_TABS = optionsOf({
  market: "Market Analysis",
  brands: "Brand Analysis",
  prices: "Price Comparison",
  customers: "Customer Insights",
  opportunities: "Opportunities",
});
