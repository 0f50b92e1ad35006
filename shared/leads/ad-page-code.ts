import type { ClientConfig } from "../client-config";
import { ROUTE_PATHS } from "../route-paths";

/** Whether the path is /thank-you's, however the visitor's address spells it. */
export const isThankYouPath = (path: string): boolean => path.toLowerCase() === ROUTE_PATHS.thankYou.path.toLowerCase();

/**
 * Whether an ad page has code to run at load (client/src/ad-page.ts): Google's tag wherever an Ads id is configured,
 * and on /thank-you the conversion of the lead just sent, through whatever tag the page has. The server lists the
 * code only then, so /GA-Enquiry without an Ads id runs nothing but its entry before a touch.
 */
export function adPageRunsCodeAtLoad(path: string, googleAds: ClientConfig["googleAds"]): boolean {
  return Boolean(googleAds) || isThankYouPath(path);
}
