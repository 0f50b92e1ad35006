import { sampleCompetitors, sampleGolfProducts, sampleProfitAnalyses, sampleSuppliers } from "@shared/golf/sample-data";
import type { CompetitorRow, ProductRow, ProfitAnalysisRow, SupplierRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows } from "./golf-list";

// The built-in sample rows each golf list shows while the server has none stored (spec section 4).

/** What a CompetitorRow has where its sample leaves a field out. */
export const COMPETITOR_BLANKS = {
  website: null,
  specialization: null,
  estimatedRevenue: null,
  marketShare: null,
  strengths: null,
  weaknesses: null,
  pricingStrategy: null,
  distributionChannels: null,
} satisfies Partial<CompetitorRow>;

export const sampleCompetitorRows: CompetitorRow[] = toSampleRows(sampleCompetitors, (row, id) => ({
  id,
  ...COMPETITOR_BLANKS,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** What a ProductRow has where its sample leaves a field out. */
export const PRODUCT_BLANKS = {
  subcategory: null,
  description: null,
  imageUrl: null,
  inStock: true,
  stockQuantity: 0,
  weightKg: null,
} satisfies Partial<ProductRow>;

export const sampleProductRows: ProductRow[] = toSampleRows(sampleGolfProducts, (row, id) => ({
  id,
  ...PRODUCT_BLANKS,
  createdAt: SAMPLE_DATA_DATE,
  updatedAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** What a ProfitAnalysisRow has where its sample leaves a field out. */
export const PROFIT_BLANKS = {
  breakEvenUnits: null,
  notes: null,
} satisfies Partial<ProfitAnalysisRow>;

export const sampleProfitRows: ProfitAnalysisRow[] = toSampleRows(sampleProfitAnalyses, (row, id) => ({
  id,
  ...PROFIT_BLANKS,
  lastUpdated: SAMPLE_DATA_DATE,
  ...row,
}));

/** What a SupplierRow has where its sample leaves a field out. */
export const SUPPLIER_BLANKS = {
  contactEmail: null,
  website: null,
  minimumOrder: null,
  paymentTerms: null,
  shippingRegions: null,
  certifications: null,
  notes: null,
  rating: null,
} satisfies Partial<SupplierRow>;

export const sampleSupplierRows: SupplierRow[] = toSampleRows(sampleSuppliers, (row, id) => ({
  id,
  ...SUPPLIER_BLANKS,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));
