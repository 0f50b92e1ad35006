import { useMemo, useState } from "react";
import { useProductLandedCosts } from "../../channels/api/channel-fees";
import { CardSkeletons } from "../../components/card-skeletons";
import { FilteredResults } from "../../components/filtered-results";
import { ListStatus } from "../../components/list-status";
import type { GolfListState } from "../../lib/golf-list";
import type { ProductRow } from "../api/use-golf-products";
import { filterProducts, NO_PRODUCT_FILTERS, type ProductFilters } from "../product-filters";
import { GapExplainer } from "../../components/gap-explainer";
import { useGolfSettings } from "../../lib/golf-settings";
import { ProductCard } from "./product-card";
import { ProductFilterBar } from "./product-filter-bar";

export const PRODUCT_SKELETON_COUNT = 6;

/** Filters and product cards, with the loading, error, sample and empty states. */
export function ProductCatalog({ list, staff = false }: { list: GolfListState<ProductRow>; staff?: boolean }) {
  const [filters, setFilters] = useState<ProductFilters>(NO_PRODUCT_FILTERS);
  const shown = useMemo(() => filterProducts(list.rows, filters), [list.rows, filters]);
  const settings = useGolfSettings();

  const landed = useProductLandedCosts();
  return (
    <>
      <ProductFilterBar filters={filters} onChange={setFilters} />
      <ListStatus list={list} what="products" loading={<CardSkeletons count={PRODUCT_SKELETON_COUNT} label="Loading products" />}>
        <FilteredResults
          list={list}
          shown={shown.length}
          noun="products"
          underCount={<GapExplainer settings={settings.data} className="mb-3 max-w-prose" />}
          empty={{
            title: "No products found",
            message: "No product matches your search and filters. Try a broader search or clear the filters.",
            onClear: () => setFilters(NO_PRODUCT_FILTERS),
          }}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
            {shown.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  usdPerAud={settings.data?.exchangeRate?.value}
                  staff={staff}
                  sample={list.isSample}
                  landed={landed.data?.costs.find((cost) => cost.productId === product.id)}
                />
              </li>
            ))}
          </ul>
        </FilteredResults>
      </ListStatus>
    </>
  );
}
