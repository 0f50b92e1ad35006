import { useMemo, useState } from "react";
import { SUPPLIER_SPECIALIZATIONS } from "@shared/golf/golf-constants";
import { CardSkeletons } from "../../components/card-skeletons";
import { FilteredResults } from "../../components/filtered-results";
import { FilterBar, SearchFilter, SelectFilter, ResetFiltersButton } from "../../components/filter-controls";
import { ListError } from "../../components/list-error";
import { ManagedCardList } from "../../components/managed-card-list";
import type { GolfListState } from "../../lib/golf-list";
import { distinctSorted } from "../../lib/golf-search";
import { SUPPLIERS_PATH, type SupplierRow } from "../api/use-golf-suppliers";
import { filterSuppliers, isFiltered, NO_SUPPLIER_FILTERS, specializationLabel, type SupplierFilters } from "../supplier-filters";
import { SupplierCard } from "./supplier-card";
import { SupplierForm } from "./supplier-form";

export const SUPPLIER_SKELETON_COUNT = 4;

const SPECIALIZATION_OPTIONS = [
  { value: "all", label: "All specializations" },
  ...SUPPLIER_SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value) })),
];

/** Search, country and specialization filters over the supplier cards. */
export function SupplierDirectory({ list, staff }: { list: GolfListState<SupplierRow>; staff: boolean }) {
  const [filters, setFilters] = useState<SupplierFilters>(NO_SUPPLIER_FILTERS);
  const shown = useMemo(() => filterSuppliers(list.rows, filters), [list.rows, filters]);
  const countryOptions = useMemo(
    () => [
      { value: "all", label: "All countries" },
      ...distinctSorted(list.rows.map((s) => s.country)).map((c) => ({ value: c, label: c })),
    ],
    [list.rows],
  );

  return (
    <>
      <FilterBar label="Filter suppliers">
        <SearchFilter
          label="Search suppliers"
          placeholder="Company, notes or certifications"
          value={filters.search}
          onChange={(search) => setFilters({ ...filters, search })}
        />
        <SelectFilter
          label="Country"
          value={filters.country}
          options={countryOptions}
          onChange={(country) => setFilters({ ...filters, country })}
        />
        <SelectFilter
          label="Specialization"
          value={filters.specialization}
          options={SPECIALIZATION_OPTIONS}
          onChange={(specialization) => setFilters({ ...filters, specialization: specialization as SupplierFilters["specialization"] })}
        />
        <ResetFiltersButton active={isFiltered(filters)} onReset={() => setFilters(NO_SUPPLIER_FILTERS)} />
      </FilterBar>
      {list.isLoading ? (
        <CardSkeletons count={SUPPLIER_SKELETON_COUNT} label="Loading suppliers" className="grid gap-4 md:grid-cols-2" />
      ) : list.isError ? (
        <ListError what="suppliers" onRetry={list.refetch} />
      ) : (
        <>
          <FilteredResults
            shown={shown.length}
            total={list.rows.length}
            noun="suppliers"
            sampleOf={list.isSample && "suppliers"}
            empty={{
              title: "No suppliers found",
              message: "No supplier matches your search and filters.",
              onClear: () => setFilters(NO_SUPPLIER_FILTERS),
            }}
          >
            <ManagedCardList
              label="Suppliers"
              listPath={SUPPLIERS_PATH}
              rows={shown}
              staff={staff}
              className="grid gap-4 md:grid-cols-2"
              nameOf={(supplier) => supplier.companyName}
              renderCard={(supplier, actions) => <SupplierCard supplier={supplier} actions={actions} />}
              renderEdit={(supplier, close) => <SupplierForm id={`edit-supplier-${supplier.id}`} editing={supplier} onClose={close} />}
            />
          </FilteredResults>
        </>
      )}
    </>
  );
}
