import { type ReactNode, StrictMode, useEffect } from "react";
import { Router, type RouterProps } from "wouter";
import type { InitialQueries } from "@shared/client-config";
import { InitialQueriesContext } from "@/lib/initial-queries-context";

interface IslandFrameProps {
  /** the data the page was rendered with (the estimate's prices, the published projects) */
  queries: InitialQueries;
  /** the request's address on the server; in the browser, how a link inside the island opens its page */
  router: Omit<RouterProps, "children">;
  /** called once the island is live: hydrated, its own effects run */
  onLive?: () => void;
  children: ReactNode;
}

/**
 * What an island renders inside, on the server and in the browser alike: the same tree on both sides, so React's ids
 * (labels and fields) and the HTML match when the island hydrates.
 */
export function IslandFrame({ queries, router, onLive, children }: IslandFrameProps) {
  return (
    <StrictMode>
      <Router {...router}>
        <InitialQueriesContext value={queries}>
          {children}
          {onLive && <WhenLive onLive={onLive} />}
        </InitialQueriesContext>
      </Router>
    </StrictMode>
  );
}

function WhenLive({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}
