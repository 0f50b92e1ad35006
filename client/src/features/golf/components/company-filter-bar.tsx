import { useMemo } from "react";
import type { SelectOption } from "@/components/forms/options";
import { distinctSorted } from "../lib/golf-search";
import { FilterBar, ResetFiltersButton, SearchFilter, SelectFilter } from "./filter-controls";

interface CompanyFilters {
  search: string;
  country: string;
}

interface CompanyFilterBarProps<Filters extends CompanyFilters, Kind extends keyof Filters & string> {
  /** plural: "suppliers" */
  noun: string;
  /** what the search looks in */
  placeholder: string;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** the countries of the listed companies, for the country choice */
  countries: readonly string[];
  /** the third choice: a supplier's specialization, a competitor's segment */
  kind: { field: Kind; label: string; options: readonly SelectOption[] };
  /** the filters that show everything */
  none: Filters;
  active: boolean;
}

/** Search, country and one more choice over a list of golf companies (suppliers, competitors), with a reset. */
export function CompanyFilterBar<Filters extends CompanyFilters, Kind extends keyof Filters & string>({
  noun,
  placeholder,
  filters,
  onChange,
  countries,
  kind,
  none,
  active,
}: CompanyFilterBarProps<Filters, Kind>) {
  const countryOptions = useMemo(
    () => [{ value: "all", label: "All countries" }, ...distinctSorted(countries).map((country) => ({ value: country, label: country }))],
    [countries],
  );
  return (
    <FilterBar label={`Filter ${noun}`}>
      <SearchFilter
        label={`Search ${noun}`}
        placeholder={placeholder}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Country"
        value={filters.country}
        options={countryOptions}
        onChange={(country) => onChange({ ...filters, country })}
      />
      <SelectFilter
        label={kind.label}
        value={String(filters[kind.field])}
        options={kind.options}
        onChange={(value) => onChange({ ...filters, [kind.field]: value })}
      />
      <ResetFiltersButton active={active} onReset={() => onChange(none)} />
    </FilterBar>
  );
}
