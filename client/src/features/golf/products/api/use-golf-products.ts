import type { ProductRow } from "@shared/golf/golf-api";
import { useGolfList } from "../../lib/golf-list";
import { sampleProductRows } from "../../lib/sample-rows";

export type { ProductRow };

export const PRODUCTS_PATH = "/api/golf/products";

/** GET /api/golf/products, or the sample catalogue when none are stored. */
export function useGolfProducts() {
  return useGolfList<ProductRow>(PRODUCTS_PATH, sampleProductRows);
}
