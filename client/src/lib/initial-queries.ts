import type { QueryClient } from "@tanstack/react-query";
import { INITIAL_QUERIES_ELEMENT_ID, type InitialQueries } from "@shared/client-config";

/** The data the server rendered the page with, from its inert JSON element (empty when there is none). */
export function readInitialQueries(): InitialQueries {
  const text = document.getElementById(INITIAL_QUERIES_ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as InitialQueries) : [];
  } catch {
    return [];
  }
}

export function seedQueries(queryClient: QueryClient, queries: InitialQueries): QueryClient {
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  return queryClient;
}
