import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { ResultCount } from "./filter-controls";
import { primaryButtonClass } from "./golf-styles";
import { SampleDataBadge } from "./sample-data-badge";

interface FilteredResultsProps {
  /** the whole list, and whether it is the built-in sample */
  list: { rows: readonly unknown[]; isSample: boolean };
  /** how many of its rows match */
  shown: number;
  /** plural, as the count says it: "suppliers"; the sample badge says these are not saved yet */
  noun: string;
  /** the badge's words when they differ from the count's ("profit analyses") */
  sampleNoun?: string;
  /** a note under the count (the products' gap explainer) */
  underCount?: ReactNode;
  /** when nothing matches: the heading, the sentence and the button that widens the search again */
  empty: { title: string; message: string; clearLabel?: string; onClear: () => void };
  /** the matching records */
  children: ReactNode;
}

/** The count of a filtered golf list with its sample badge, then either the records or a way back from nothing found. */
export function FilteredResults({ list, shown, noun, sampleNoun = noun, underCount, empty, children }: FilteredResultsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <ResultCount shown={shown} total={list.rows.length} noun={noun} />
          {underCount}
        </div>
        {list.isSample && (
          <div className="mb-3">
            <SampleDataBadge what={sampleNoun} />
          </div>
        )}
      </div>
      {shown === 0 ? (
        <EmptyState
          icon={SearchX}
          title={empty.title}
          action={
            <button type="button" className={primaryButtonClass} onClick={empty.onClear}>
              {empty.clearLabel ?? "Clear Filters"}
            </button>
          }
        >
          {empty.message}
        </EmptyState>
      ) : (
        children
      )}
    </>
  );
}
