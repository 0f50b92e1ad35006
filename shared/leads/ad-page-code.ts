import type { ClientConfig } from "../client-config";
import { findRouteKey } from "../route-paths";

/**
 * Whether an ad page has code to run at load (client/src/ad-page.ts): Google's tag wherever an Ads id is configured,
 * and on /thank-you the conversion of the lead just sent, through whatever tag the page has. The server lists the
 * code only then, so /GA-Enquiry without an Ads id runs nothing but its entry before a touch.
 */
export function adPageRunsCodeAtLoad(path: string, googleAds: ClientConfig["googleAds"]): boolean {
  return Boolean(googleAds) || findRouteKey(path) === "thankYou";
}
