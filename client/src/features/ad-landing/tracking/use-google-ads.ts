import { useEffect } from "react";
import { getClientConfig } from "@/lib/client-config";
import { fireConversionForPendingLead, loadGoogleAds } from "./google-ads";

/** Loads Google's tag on an ad page when an Ads id is configured. */
export function useGoogleAds(): void {
  useEffect(() => loadGoogleAds(getClientConfig().googleAds), []);
}

/** /thank-you: loads the tag and reports the just-submitted lead's conversion once. */
export function useAdConversion(): void {
  useEffect(() => {
    const ads = getClientConfig().googleAds;
    loadGoogleAds(ads);
    fireConversionForPendingLead(ads);
  }, []);
}
