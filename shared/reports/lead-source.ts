import type { Attribution } from "../attribution";
import type { LeadKind } from "../leads/lead-kinds";
import { NO_CAMPAIGN, type ReportSource } from "./report-types";

const PAID_MEDIUMS = new Set([
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid_search",
  "paid-search",
  "paid_social",
  "paidsocial",
  "cpm",
  "display",
  "cpv",
]);
const GOOGLE_SOURCES = new Set(["google", "adwords", "googleads", "google_ads", "google-ads"]);
/** the referring hosts of search engines: organic search when no ad tag says otherwise */
const SEARCH_HOST = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|qwant)\.|^search\.brave\.com$/;

function hostOf(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** Whether a lead came from a Google ad: a click id, a Google paid tag, or the ad landing page's form. */
export function isGoogleAdsLead(kind: LeadKind, a: Attribution): boolean {
  return leadSourceOf(kind, a).source === "Google Ads";
}

/**
 * Where a lead came from, first match wins: a Google click id (gclid, gbraid or wbraid) is Google Ads; a paid
 * medium (cpc, ppc, paid…) is Google Ads when the source is Google, other paid otherwise; the /GA-Enquiry form is
 * Google Ads (its only visitors come from ads); a search engine's referrer is organic search; another site's
 * referrer, or a source tag alone, is a referral; anything else is direct. The campaign is the Google Ads
 * campaign (or "Google Ads (no campaign)"), the paid source, or the referring site.
 */
export function leadSourceOf(kind: LeadKind, a: Attribution): { source: ReportSource; campaign: string | null } {
  const medium = a.utmMedium?.toLowerCase() ?? null;
  const tagSource = a.utmSource?.toLowerCase() ?? null;
  const googleAds = { source: "Google Ads" as const, campaign: a.utmCampaign ?? NO_CAMPAIGN };
  if (a.gclid || a.gbraid || a.wbraid) return googleAds;
  if (medium && PAID_MEDIUMS.has(medium))
    return tagSource && GOOGLE_SOURCES.has(tagSource) ? googleAds : { source: "Other paid", campaign: tagSource ?? "unknown" };
  if (kind === "ga-leads") return googleAds;
  const host = hostOf(a.referrer);
  if (host && SEARCH_HOST.test(host)) return { source: "Organic search", campaign: null };
  if (host || tagSource) return { source: "Referral", campaign: host ?? tagSource };
  return { source: "Direct", campaign: null };
}
