import type { GOLF_PRODUCT_CATEGORIES } from "@shared/golf/golf-constants";
import { priceBandOf, type PriceBand } from "@shared/golf/product-rules";
import { matchesSearch } from "../lib/golf-search";

export interface ProductFilters {
  search: string;
  category: (typeof GOLF_PRODUCT_CATEGORIES)[number] | "all";
  priceBand: PriceBand | "all";
}

export const NO_PRODUCT_FILTERS: ProductFilters = { search: "", category: "all", priceBand: "all" };

interface FilterableProduct {
  name: string;
  brand: string;
  category: string;
  subcategory: string | null;
  description: string | null;
  priceAUD: number;
}

/** Search (name, brand, type, description), category and AUD price range, all at once. */
export function filterProducts<T extends FilterableProduct>(products: readonly T[], filters: ProductFilters): T[] {
  return products.filter((product) => {
    if (filters.category !== "all" && product.category !== filters.category) return false;
    if (filters.priceBand !== "all" && priceBandOf(product.priceAUD) !== filters.priceBand) return false;
    return matchesSearch(filters.search, [product.name, product.brand, product.subcategory, product.description]);
  });
}

export const isFiltered = (filters: ProductFilters) =>
  filters.search.trim() !== "" || filters.category !== "all" || filters.priceBand !== "all";
