import type { SUPPLIER_SPECIALIZATIONS } from "@shared/golf/golf-constants";
import { matchesSearch } from "../lib/golf-search";
import type { SupplierRow } from "./api/use-golf-suppliers";

export interface SupplierFilters {
  search: string;
  country: string | "all";
  specialization: (typeof SUPPLIER_SPECIALIZATIONS)[number] | "all";
}

export const NO_SUPPLIER_FILTERS: SupplierFilters = { search: "", country: "all", specialization: "all" };

export function filterSuppliers(suppliers: readonly SupplierRow[], filters: SupplierFilters): SupplierRow[] {
  return suppliers.filter(
    (s) =>
      (filters.country === "all" || s.country === filters.country) &&
      (filters.specialization === "all" || s.specialization === filters.specialization) &&
      matchesSearch(filters.search, [s.companyName, s.country, s.notes, s.certifications, s.shippingRegions, s.paymentTerms]),
  );
}

export const isFiltered = (filters: SupplierFilters) =>
  filters.search.trim() !== "" || filters.country !== "all" || filters.specialization !== "all";

export const specializationLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
