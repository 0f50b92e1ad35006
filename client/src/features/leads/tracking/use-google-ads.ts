import { useEffect } from "react";
import { getClientConfig } from "@/lib/client-config";

/**
 * Loads Google's tag on an ad page when an Ads id is configured. The tag's code is fetched only then,
 * so /GA-Enquiry's first download carries none of it.
 */
export function useGoogleAds(): void {
  useEffect(() => {
    const ads = getClientConfig().googleAds;
    if (ads) void import("./google-ads").then(({ loadGoogleAds }) => loadGoogleAds(ads));
  }, []);
}

/** /thank-you: loads the tag and reports the just-submitted lead's conversion once. */
export function useAdConversion(): void {
  useEffect(() => {
    const ads = getClientConfig().googleAds;
    void import("./google-ads").then(({ fireConversionForPendingLead, loadGoogleAds }) => {
      loadGoogleAds(ads);
      fireConversionForPendingLead(ads);
    });
  }, []);
}
