import { useMemo, useState } from "react";
import { SUPPLIER_SPECIALIZATIONS } from "@shared/golf/golf-constants";
import { CardSkeletons } from "../../components/card-skeletons";
import { FilteredResults } from "../../components/filtered-results";
import { CompanyFilterBar } from "../../components/company-filter-bar";
import { ListStatus } from "../../components/list-status";
import { ManagedCardList } from "../../components/managed-card-list";
import type { GolfListState } from "../../lib/golf-list";
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

  return (
    <>
      <CompanyFilterBar
        noun="suppliers"
        placeholder="Company, notes or certifications"
        filters={filters}
        onChange={setFilters}
        countries={list.rows.map((row) => row.country)}
        kind={{ field: "specialization", label: "Specialization", options: SPECIALIZATION_OPTIONS }}
        none={NO_SUPPLIER_FILTERS}
        active={isFiltered(filters)}
      />
      <ListStatus
        list={list}
        what="suppliers"
        loading={<CardSkeletons count={SUPPLIER_SKELETON_COUNT} label="Loading suppliers" className="grid gap-4 md:grid-cols-2" />}
      >
        <FilteredResults
          list={list}
          shown={shown.length}
          noun="suppliers"
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
      </ListStatus>
    </>
  );
}
