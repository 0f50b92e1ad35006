import type { BusinessProfile } from "./business-profile";

/**
 * What the server hands the browser inside each page's HTML, as inert JSON in the element with this id:
 * the business profile (environment overrides applied) and the optional Google Ads conversion settings.
 */
export const CLIENT_CONFIG_ELEMENT_ID = "client-config";

export interface ClientConfig {
  business: BusinessProfile;
  googleAds?: { id: string; conversionLabel?: string };
}

/** The id of the inert JSON element holding the data a server-rendered page was rendered with. */
export const INITIAL_QUERIES_ELEMENT_ID = "initial-queries";

/** Query key and data pairs, seeded into the client's query cache before hydration so nothing refetches at once. */
export type InitialQueries = [queryKey: readonly unknown[], data: unknown][];
