import { useContext } from "react";
import { EMPTY_SITE_CONTENT, SITE_CONTENT_KEY, type SiteContent } from "@shared/showcase/site-content";
import { InitialQueriesContext } from "./initial-queries-context";

/**
 * The projects and site photos the page was rendered with (every server-rendered page carries them in its
 * data, so the browser hydrates with the very same and fetches nothing).
 */
export function useSiteContent(): SiteContent {
  const queries = useContext(InitialQueriesContext);
  const found = queries.find(([key]) => key[0] === SITE_CONTENT_KEY[0]);
  return (found?.[1] as SiteContent | undefined) ?? EMPTY_SITE_CONTENT;
}
