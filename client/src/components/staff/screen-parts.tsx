import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isSessionEnded } from "@/lib/api-client";
import { AdminLoadError } from "./load-error";
import { AdminLoading } from "./loading";

interface ScreenHeaderProps {
  title: string;
  /** what the screen is for, under the title */
  children?: ReactNode;
  /** a small line under that (who last changed it...) */
  note?: ReactNode;
  /** a button beside the title on wide screens (Add project...) */
  action?: ReactNode;
}

/** The h1 of a staff screen with its one-paragraph purpose. */
export function ScreenHeader({ title, children, note, action }: ScreenHeaderProps) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children && <p className="mt-1 max-w-2xl text-sm text-ink-muted">{children}</p>}
      {note && <p className="mt-1 text-xs text-ink-muted">{note}</p>}
    </div>
  );
  if (!action) return <div className="mb-6">{heading}</div>;
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {action}
    </div>
  );
}

interface QueryScreenProps<Data> {
  /** shown at once, while the data loads and when it fails too */
  header: ReactNode;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/**
 * A staff screen that is one query: its header, then placeholder rows while it loads (and while a finished
 * session sends the person to sign in), the load error with a retry, or the screen itself.
 */
export function QueryScreen<Data>({ header, query, children }: QueryScreenProps<Data>) {
  let body: ReactNode;
  if (query.isPending || isSessionEnded(query.error)) body = <AdminLoading />;
  else if (query.isError) body = <AdminLoadError onRetry={() => void query.refetch()} />;
  else body = children(query.data);
  return (
    <>
      {header}
      {body}
    </>
  );
}
