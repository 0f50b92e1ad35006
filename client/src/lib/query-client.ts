import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Spec section 7: no refetch on focus or interval, data never stale, nothing retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
