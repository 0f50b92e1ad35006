import { createContext, useContext } from "react";
import type { InitialQueries } from "@shared/client-config";

/** The data the server rendered with, handed down by the app without loading the query library. */
export const InitialQueriesContext = createContext<InitialQueries>([]);

/** The data the page was rendered with under a key's first part (undefined when the page came without it). */
export function useInitialQuery<T>(key: readonly unknown[]): T | undefined {
  const queries = useContext(InitialQueriesContext);
  return queries.find(([queryKey]) => queryKey[0] === key[0])?.[1] as T | undefined;
}
