import { defaultBusinessProfile, type BusinessProfile } from "@shared/business-profile";
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from "@shared/client-config";

let cached: ClientConfig | undefined;

/** The configuration the server rendered into the page; the shared defaults where there is none (tests). */
export function getClientConfig(): ClientConfig {
  if (cached) return cached;
  const element = typeof document === "undefined" ? null : document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  let parsed: Partial<ClientConfig> = {};
  try {
    parsed = element?.textContent ? (JSON.parse(element.textContent) as Partial<ClientConfig>) : {};
  } catch {
    parsed = {};
  }
  cached = { business: parsed.business ?? defaultBusinessProfile, googleAds: parsed.googleAds };
  return cached;
}

/** The server renderer hands over the configuration it puts into the page, so both render the same. */
export function setClientConfig(config: ClientConfig) {
  cached = config;
}

/** The business's facts (name, phone, hours, licence...) for any component. */
export function useBusiness(): BusinessProfile {
  return getClientConfig().business;
}
