import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, useContext, useState } from "react";
import { seedQueries } from "./initial-queries";
import { InitialQueriesContext } from "./initial-queries-context";
import { createQueryClient } from "./query-client";

let browserClient: QueryClient | undefined;

/**
 * Gives a page (or a form's island) the query client. The query library is about 10 KB gzipped, so
 * pages that need none (most public ones) never load it: only the parts that use it are wrapped, and
 * they share one client in the browser (one per render on the server).
 */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    const seed = useContext(InitialQueriesContext);
    const [client] = useState(() =>
      import.meta.env.SSR ? seedQueries(createQueryClient(), seed) : (browserClient ??= seedQueries(createQueryClient(), seed)),
    );
    return (
      <QueryClientProvider client={client}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueries;
}
