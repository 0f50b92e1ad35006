import { useMemo, useState } from "react";
import { COMPETITOR_SEGMENTS } from "@shared/golf/golf-constants";
import { FilteredResults } from "../../components/filtered-results";
import { CompanyFilterBar } from "../../components/company-filter-bar";
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

  return (
    <>
      <CompanyFilterBar
        noun="competitors"
        placeholder="Company, strengths or strategy"
        filters={filters}
        onChange={setFilters}
        countries={competitors.map((row) => row.country)}
        kind={{ field: "segment", label: "Market segment", options: SEGMENT_OPTIONS }}
        none={NO_COMPETITOR_FILTERS}
        active={isFiltered(filters)}
      />
      <FilteredResults
        list={{ rows: competitors, isSample }}
        shown={shown.length}
        noun="competitors"
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
