import type { ReactNode } from "react";
import { ListError } from "./list-error";
import type { GolfListState } from "../lib/golf-list";

interface ListStatusProps<T> {
  list: GolfListState<T>;
  /** what the list holds, in the plural: "Loading suppliers", "Could not load suppliers" */
  what: string;
  /** what stands in while the list loads; a grey block by default */
  loading?: ReactNode;
  children: ReactNode;
}

/** A golf list's loading and error states around its content. */
export function ListStatus<T>({ list, what, loading, children }: ListStatusProps<T>) {
  if (list.isLoading)
    return (
      loading ?? (
        <div role="status" className="h-64 animate-pulse rounded-lg bg-slate-200/60">
          <span className="sr-only">Loading {what}</span>
        </div>
      )
    );
  if (list.isError) return <ListError what={what} onRetry={list.refetch} />;
  return <>{children}</>;
}
