import { sampleCompetitors, sampleGolfProducts, sampleProfitAnalyses, sampleSuppliers } from "@shared/golf/sample-data";
import type { CompetitorRow, ProductRow, ProfitAnalysisRow, SupplierRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows } from "./golf-list";

/** Each field named, null. */
const nullsFor = <Key extends string>(keys: readonly Key[]) => Object.fromEntries(keys.map((key) => [key, null])) as Record<Key, null>;

// The built-in sample rows each golf list shows while the server has none stored (spec section 4).

/** What a CompetitorRow has where its sample leaves a field out. */
export const COMPETITOR_BLANKS = nullsFor([
  "website",
  "specialization",
  "estimatedRevenue",
  "marketShare",
  "strengths",
  "weaknesses",
  "pricingStrategy",
  "distributionChannels",
]) satisfies Partial<CompetitorRow>;

export const sampleCompetitorRows: CompetitorRow[] = toSampleRows(sampleCompetitors, (row, id) => ({
  id,
  ...COMPETITOR_BLANKS,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** What a ProductRow has where its sample leaves a field out. */
export const PRODUCT_BLANKS = {
  ...nullsFor(["subcategory", "description", "imageUrl", "weightKg"]),
  inStock: true,
  stockQuantity: 0,
} satisfies Partial<ProductRow>;

export const sampleProductRows: ProductRow[] = toSampleRows(sampleGolfProducts, (row, id) => ({
  id,
  ...PRODUCT_BLANKS,
  createdAt: SAMPLE_DATA_DATE,
  updatedAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** What a ProfitAnalysisRow has where its sample leaves a field out. */
export const PROFIT_BLANKS = nullsFor(["breakEvenUnits", "notes"]) satisfies Partial<ProfitAnalysisRow>;

export const sampleProfitRows: ProfitAnalysisRow[] = toSampleRows(sampleProfitAnalyses, (row, id) => ({
  id,
  ...PROFIT_BLANKS,
  lastUpdated: SAMPLE_DATA_DATE,
  ...row,
}));

/** What a SupplierRow has where its sample leaves a field out. */
export const SUPPLIER_BLANKS = nullsFor([
  "contactEmail",
  "website",
  "minimumOrder",
  "paymentTerms",
  "shippingRegions",
  "certifications",
  "notes",
  "rating",
]) satisfies Partial<SupplierRow>;

export const sampleSupplierRows: SupplierRow[] = toSampleRows(sampleSuppliers, (row, id) => ({
  id,
  ...SUPPLIER_BLANKS,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));
