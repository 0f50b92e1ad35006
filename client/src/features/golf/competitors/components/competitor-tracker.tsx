import { useMemo, useState } from "react";
import { COMPETITOR_SEGMENTS } from "@shared/golf/golf-constants";
import { FilteredResults } from "../../components/filtered-results";
import { FilterBar, SearchFilter, SelectFilter, ResetFiltersButton } from "../../components/filter-controls";
import { distinctSorted } from "../../lib/golf-search";
import { type CompetitorFilters, filterCompetitors, isFiltered, NO_COMPETITOR_FILTERS, segmentLabel } from "../competitor-rules";
import { ManagedCardList } from "../../components/managed-card-list";
import { COMPETITORS_PATH, type CompetitorRow } from "../api/use-golf-competitors";
import { CompetitorCard } from "./competitor-card";
import { CompetitorForm } from "./competitor-form";

const SEGMENT_OPTIONS = [
  { value: "all", label: "All segments" },
  ...COMPETITOR_SEGMENTS.map((value) => ({ value, label: segmentLabel(value) })),
];

/** Search, country and segment filters over the competitor cards. */
export function CompetitorTracker({
  competitors,
  isSample,
  staff,
}: {
  competitors: readonly CompetitorRow[];
  isSample: boolean;
  staff: boolean;
}) {
  const [filters, setFilters] = useState<CompetitorFilters>(NO_COMPETITOR_FILTERS);
  const shown = useMemo(() => filterCompetitors(competitors, filters), [competitors, filters]);
  const countryOptions = useMemo(
    () => [
      { value: "all", label: "All countries" },
      ...distinctSorted(competitors.map((c) => c.country)).map((c) => ({ value: c, label: c })),
    ],
    [competitors],
  );

  return (
    <>
      <FilterBar label="Filter competitors">
        <SearchFilter
          label="Search competitors"
          placeholder="Company, strengths or strategy"
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
          label="Market segment"
          value={filters.segment}
          options={SEGMENT_OPTIONS}
          onChange={(segment) => setFilters({ ...filters, segment: segment as CompetitorFilters["segment"] })}
        />
        <ResetFiltersButton active={isFiltered(filters)} onReset={() => setFilters(NO_COMPETITOR_FILTERS)} />
      </FilterBar>
      <FilteredResults
        shown={shown.length}
        total={competitors.length}
        noun="competitors"
        sampleOf={isSample && "competitors"}
        empty={{
          title: "No competitors found",
          message: "No competitor matches your search and filters.",
          onClear: () => setFilters(NO_COMPETITOR_FILTERS),
        }}
      >
        <ManagedCardList
          label="Competitors"
          listPath={COMPETITORS_PATH}
          rows={shown}
          staff={staff}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          nameOf={(competitor) => competitor.companyName}
          renderCard={(competitor, actions) => <CompetitorCard competitor={competitor} actions={actions} />}
          renderEdit={(competitor, close) => (
            <CompetitorForm id={`edit-competitor-${competitor.id}`} editing={competitor} onClose={close} />
          )}
        />
      </FilteredResults>
    </>
  );
}
