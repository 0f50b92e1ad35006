import type { ReactNode } from "react";
import { ListError } from "../../components/list-error";
import type { GolfListState } from "../../lib/golf-list";

/** A dashboard section's loading and error states around the content of its list. */
export function ListStatus<T>({ list, what, children }: { list: GolfListState<T>; what: string; children: ReactNode }) {
  if (list.isLoading)
    return (
      <div role="status" className="h-64 animate-pulse rounded-lg bg-slate-200/60">
        <span className="sr-only">Loading {what}</span>
      </div>
    );
  if (list.isError) return <ListError what={what} onRetry={list.refetch} />;
  return <>{children}</>;
}
