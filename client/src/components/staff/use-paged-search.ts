import { useMemo, useState } from "react";
import { matchesSearch } from "@/lib/matches-search";

export const PAGE_SIZE = 25;

/** Client-side search and paging, so hundreds of rows stay a short, quick page. */
export function usePagedSearch<Row>(rows: readonly Row[], searchableValues: (row: Row) => readonly (string | number | null | undefined)[]) {
  const [query, setQueryState] = useState("");
  const [page, setPage] = useState(0);
  const matching = useMemo(() => rows.filter((row) => matchesSearch(query, searchableValues(row))), [rows, query, searchableValues]);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const start = currentPage * PAGE_SIZE;
  return {
    query,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(0);
    },
    visible: matching.slice(start, start + PAGE_SIZE),
    matchingCount: matching.length,
    firstShown: matching.length === 0 ? 0 : start + 1,
    lastShown: Math.min(start + PAGE_SIZE, matching.length),
    page: currentPage,
    pageCount,
    setPage,
  };
}

export type PagedSearch<Row> = ReturnType<typeof usePagedSearch<Row>>;
