import { GOLF_PRODUCT_CATEGORIES } from "@shared/golf/golf-constants";
import { PRICE_BANDS, type PriceBand } from "@shared/golf/product-rules";
import { FilterBar, SearchFilter, SelectFilter, ResetFiltersButton } from "../../components/filter-controls";
import { categoryLabel } from "../product-labels";
import { isFiltered, NO_PRODUCT_FILTERS, type ProductFilters } from "../product-filters";

const CATEGORY_OPTIONS = [
  { value: "all", label: "All categories" },
  ...GOLF_PRODUCT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
];
const PRICE_OPTIONS = [{ value: "all", label: "All prices" }, ...PRICE_BANDS];

export function ProductFilterBar({ filters, onChange }: { filters: ProductFilters; onChange: (filters: ProductFilters) => void }) {
  return (
    <FilterBar label="Filter products">
      <SearchFilter
        label="Search products"
        placeholder="Name, brand or type"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ ...filters, category: category as ProductFilters["category"] })}
      />
      <SelectFilter
        label="Price range (AUD)"
        value={filters.priceBand}
        options={PRICE_OPTIONS}
        onChange={(priceBand) => onChange({ ...filters, priceBand: priceBand as PriceBand | "all" })}
      />
      <ResetFiltersButton active={isFiltered(filters)} onReset={() => onChange(NO_PRODUCT_FILTERS)} />
    </FilterBar>
  );
}
