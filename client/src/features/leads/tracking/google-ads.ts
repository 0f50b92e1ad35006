import type { ClientConfig } from "@shared/client-config";
import { conversionAlreadyFired, markConversionFired, takePendingConversion } from "./conversion-storage";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type GoogleAdsConfig = ClientConfig["googleAds"];

const SCRIPT_ID = "google-ads-gtag";
export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/**
 * Google's tag, set up the way its inline snippet does but from this module, because the site's
 * Content-Security-Policy allows no inline scripts. Does nothing when no Ads id is configured, and
 * only the ad pages call it.
 */
export function loadGoogleAds(ads: GoogleAdsConfig): void {
  if (!ads || document.getElementById(SCRIPT_ID)) return;
  window.dataLayer = window.dataLayer ?? [];
  if (typeof window.gtag !== "function") {
    window.gtag = function gtag() {
      // gtag.js reads each queued call as an Arguments object, exactly as its snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag("js", new Date());
  window.gtag("config", ads.id);
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(ads.id)}`;
  document.head.appendChild(script);
}

/**
 * Reports the conversion of the lead that was just submitted, through the page's global tracking
 * function when there is one: once per lead (its id is the transaction id), never on a reload, and
 * not at all when no lead is waiting. Returns whether it fired.
 */
export function fireConversionForPendingLead(ads: GoogleAdsConfig): boolean {
  const leadId = takePendingConversion();
  if (!leadId || conversionAlreadyFired(leadId) || typeof window.gtag !== "function") return false;
  markConversionFired(leadId);
  const sendTo = ads ? (ads.conversionLabel ? `${ads.id}/${ads.conversionLabel}` : ads.id) : undefined;
  window.gtag("event", "conversion", { ...(sendTo ? { send_to: sendTo } : {}), transaction_id: leadId });
  return true;
}
