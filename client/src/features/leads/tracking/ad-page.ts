import { adPageRunsCodeAtLoad } from "@shared/leads/ad-page-code";
import { findRouteKey } from "@shared/route-paths";
import { getClientConfig } from "@/lib/client-config";

/**
 * The ad pages' own code, run once the page has painted and whether or not the visitor touches it (client/src/
 * ad-page.ts): /GA-Enquiry loads Google's tag when an Ads id is configured; /thank-you loads it and reports the
 * just-submitted lead's conversion once. The tag's code is fetched only then, so neither page's first download
 * carries it.
 */
export function startAdPage(path: string): void {
  const ads = getClientConfig().googleAds;
  if (!adPageRunsCodeAtLoad(path, ads)) return;
  void import("./google-ads").then(({ fireConversionForPendingLead, loadGoogleAds }) => {
    loadGoogleAds(ads);
    if (findRouteKey(path) === "thankYou") fireConversionForPendingLead(ads);
  });
}
