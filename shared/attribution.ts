/**
 * Where a lead came from: the ad click ids and UTM tags of the page a visitor landed on, that page and the
 * site that sent them. No zod here: the landing-page capture in the public entry reads these names.
 */
export const ATTRIBUTION_PARAMS = {
  gclid: "gclid",
  gbraid: "gbraid",
  wbraid: "wbraid",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;
import { DAY_MS } from "./calendar/durations";

export type AttributionKey = keyof typeof ATTRIBUTION_PARAMS | "landingPage" | "referrer";
export type Attribution = Record<AttributionKey, string | null>;

export const ATTRIBUTION_KEYS = [
  ...(Object.keys(ATTRIBUTION_PARAMS) as (keyof typeof ATTRIBUTION_PARAMS)[]),
  "landingPage",
  "referrer",
] as const;

export const EMPTY_ATTRIBUTION: Attribution = Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, null])) as Attribution;

/** First-party storage (localStorage, no cookie) for 90 days: the lifetime of a Google Ads click id. */
export const ATTRIBUTION_STORAGE_KEY = "lead.attribution";
export const ATTRIBUTION_TTL_MS = 90 * DAY_MS;
/** What the browser keeps of one value; the server cleans and caps again (shared/validation/attribution.ts). */
export const ATTRIBUTION_MAX_LENGTH = 500;
