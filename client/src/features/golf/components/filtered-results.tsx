import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { ResultCount } from "./filter-controls";
import { primaryButtonClass } from "./golf-styles";
import { SampleDataBadge } from "./sample-data-badge";

interface FilteredResultsProps {
  shown: number;
  total: number;
  /** plural, as the count says it: "suppliers" */
  noun: string;
  /** what the sample badge says is not saved yet, when the list is the built-in sample */
  sampleOf: string | false;
  /** a note under the count (the products' gap explainer) */
  underCount?: ReactNode;
  /** when nothing matches: the heading, the sentence and the button that widens the search again */
  empty: { title: string; message: string; clearLabel?: string; onClear: () => void };
  /** the matching records */
  children: ReactNode;
}

/** The count of a filtered golf list with its sample badge, then either the records or a way back from nothing found. */
export function FilteredResults({ shown, total, noun, sampleOf, underCount, empty, children }: FilteredResultsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <ResultCount shown={shown} total={total} noun={noun} />
          {underCount}
        </div>
        {sampleOf && (
          <div className="mb-3">
            <SampleDataBadge what={sampleOf} />
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
