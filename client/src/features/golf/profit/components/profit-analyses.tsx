import { useState } from "react";
import { PROFIT_CATEGORIES } from "@shared/golf/golf-constants";
import { CardSkeletons } from "../../components/card-skeletons";
import { FilteredResults } from "../../components/filtered-results";
import { SelectFilter } from "../../components/filter-controls";
import { cardClass } from "../../components/golf-styles";
import { ListError } from "../../components/list-error";
import type { GolfListState } from "../../lib/golf-list";
import { PROFIT_ANALYSIS_PATH, type ProfitAnalysisRow } from "../api/use-profit-analyses";
import { filterAnalyses, type ProfitCategoryFilter } from "../profit-rules";
import { ManagedCardList } from "../../components/managed-card-list";
import { ProfitForm } from "./profit-form";
import { ProfitResultCard } from "./profit-result-card";
import { ProfitSummary } from "./profit-summary";

export const ANALYSIS_SKELETON_COUNT = 3;

const CATEGORY_OPTIONS = [{ value: "all", label: "All categories" }, ...PROFIT_CATEGORIES.map((value) => ({ value, label: value }))];

/** Summary cards, the category filter and the result cards, with the loading and error states. */
export function ProfitAnalyses({ list, staff }: { list: GolfListState<ProfitAnalysisRow>; staff: boolean }) {
  const [category, setCategory] = useState<ProfitCategoryFilter>("all");
  if (list.isLoading) return <CardSkeletons count={ANALYSIS_SKELETON_COUNT} label="Loading profit analyses" />;
  if (list.isError) return <ListError what="profit analyses" onRetry={list.refetch} />;
  const shown = filterAnalyses(list.rows, category);
  return (
    <>
      <ProfitSummary analyses={list.rows} />
      <div
        role="search"
        aria-label="Filter analyses"
        className={`${cardClass} mb-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between`}
      >
        <div className="sm:w-72">
          <SelectFilter
            label="Product category"
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={(value) => setCategory(value as ProfitCategoryFilter)}
          />
        </div>
        <p className="text-xs text-ink-muted sm:max-w-md sm:text-right">
          Net margin bands: 40% or more is excellent, 25% to under 40% is moderate, below 25% is low.
        </p>
      </div>
      <FilteredResults
        list={list}
        shown={shown.length}
        noun="analyses"
        sampleNoun="profit analyses"
        empty={{
          title: `No analyses for ${category}`,
          message: "Save a New Analysis for this category to see its margins here.",
          clearLabel: "Show all categories",
          onClear: () => setCategory("all"),
        }}
      >
        <ManagedCardList
          label="Profit analyses"
          listPath={PROFIT_ANALYSIS_PATH}
          rows={shown}
          staff={staff}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          nameOf={(analysis) => `${analysis.productCategory} analysis`}
          renderCard={(analysis, actions) => <ProfitResultCard analysis={analysis} actions={actions} />}
          renderEdit={(analysis, close) => <ProfitForm id={`edit-analysis-${analysis.id}`} editing={analysis} onClose={close} />}
        />
      </FilteredResults>
    </>
  );
}
