import { sampleCustomerInsights, sampleGolfBrands, sampleMarketData, samplePriceComparisons } from "@shared/golf/sample-data";
import type { BrandRow, CustomerInsightRow, MarketDataRow, PriceComparisonRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows, useGolfList } from "../../lib/golf-list";

export type { BrandRow, CustomerInsightRow, MarketDataRow, PriceComparisonRow };

export const DASHBOARD_PATHS = {
  marketData: "/api/golf/market-data",
  brands: "/api/golf/brands",
  priceComparisons: "/api/golf/price-comparisons",
  customerInsights: "/api/golf/customer-insights",
} as const;

const sampleMarketRows: MarketDataRow[] = toSampleRows(sampleMarketData, (row, id) => ({
  id,
  source: null,
  notes: null,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

const sampleBrandRows: BrandRow[] = toSampleRows(sampleGolfBrands, (row, id) => ({
  id,
  marketShare: null,
  priceRange: null,
  specialization: null,
  australianPresence: false,
  website: null,
  notes: null,
  source: null,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

const sampleComparisonRows: PriceComparisonRow[] = toSampleRows(samplePriceComparisons, (row, id) => ({
  id,
  retailer: null,
  source: null,
  lastUpdated: SAMPLE_DATA_DATE,
  ...row,
}));

const sampleInsightRows: CustomerInsightRow[] = toSampleRows(sampleCustomerInsights, (row, id) => ({
  id,
  spendingHabits: null,
  preferredBrands: null,
  purchaseFrequency: null,
  keyFactors: null,
  source: null,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** The four lists the dashboard reads, each falling back to its sample when empty. */
export function useDashboardData() {
  return {
    marketData: useGolfList<MarketDataRow>(DASHBOARD_PATHS.marketData, sampleMarketRows),
    brands: useGolfList<BrandRow>(DASHBOARD_PATHS.brands, sampleBrandRows),
    priceComparisons: useGolfList<PriceComparisonRow>(DASHBOARD_PATHS.priceComparisons, sampleComparisonRows),
    customerInsights: useGolfList<CustomerInsightRow>(DASHBOARD_PATHS.customerInsights, sampleInsightRows),
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
