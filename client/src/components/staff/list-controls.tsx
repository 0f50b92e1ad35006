import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { type MouseEvent, useId, type ReactNode } from "react";
import type { PagedSearch } from "./use-paged-search";

/** What the pager needs: client-side paging (usePagedSearch) and server pages both provide it. */
export type Pager = Pick<PagedSearch<unknown>, "firstShown" | "lastShown" | "matchingCount" | "page" | "pageCount"> & {
  setPage: (page: number) => void;
};

/** The search box above a list, with any extra filters beside it. */
export function ListSearch<Row>({
  paging,
  label,
  placeholder,
  children,
}: {
  paging: PagedSearch<Row>;
  label: string;
  placeholder: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 px-4 py-3 sm:px-5 md:flex-row md:items-center md:justify-between">
      <div className="relative w-full md:max-w-xs">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
        <input
          id={id}
          type="search"
          value={paging.query}
          onChange={(event) => paging.setQuery(event.target.value)}
          placeholder={placeholder}
          className="block w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-base text-ink shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
        />
      </div>
      {children}
    </div>
  );
}

const pagerButton =
  "inline-flex min-h-9 items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-ink shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";

/** "Showing 1-25 of 312" with Previous / Next, shown under a list. */
export function ListPager({ paging, noun }: { paging: Pager; noun: string }) {
  if (paging.matchingCount === 0) return null;
  // A new page starts reading at the top of its list, not at the pager.
  const goTo = (page: number) => (event: MouseEvent<HTMLButtonElement>) => {
    paging.setPage(page);
    event.currentTarget.closest("section")?.scrollIntoView?.({ block: "start" });
  };
  return (
    <nav
      aria-label={`${noun} pages`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 text-sm text-ink-muted sm:px-5"
    >
      <p aria-live="polite">
        Showing <span className="font-medium text-ink">{paging.firstShown}</span>-
        <span className="font-medium text-ink">{paging.lastShown}</span> of{" "}
        <span className="font-medium text-ink">{paging.matchingCount}</span>
      </p>
      {paging.pageCount > 1 && (
        <div className="flex gap-2">
          <button type="button" className={pagerButton} disabled={paging.page === 0} onClick={goTo(paging.page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </button>
          <button type="button" className={pagerButton} disabled={paging.page >= paging.pageCount - 1} onClick={goTo(paging.page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
    </nav>
  );
}

/** Shown in place of the list when there is nothing to show. */
export function ListEmpty({ icon, message }: { icon: ReactNode; message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-14 text-center">
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gray-100 text-gray-500">{icon}</span>
      <p className="text-sm text-ink-muted">{message}</p>
    </div>
  );
}
