import { sampleGolfProducts } from "@shared/golf/sample-data";
import type { ProductRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows, useGolfList } from "../../lib/golf-list";

export type { ProductRow };

export const PRODUCTS_PATH = "/api/golf/products";

export const sampleProductRows: ProductRow[] = toSampleRows(sampleGolfProducts, (row, id) => ({
  id,
  subcategory: null,
  description: null,
  imageUrl: null,
  inStock: true,
  stockQuantity: 0,
  weightKg: null,
  createdAt: SAMPLE_DATA_DATE,
  updatedAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** GET /api/golf/products, or the sample catalogue when none are stored. */
export function useGolfProducts() {
  return useGolfList<ProductRow>(PRODUCTS_PATH, sampleProductRows);
}
