import type { BusinessProfile } from "@shared/business-profile";
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from "@shared/client-config";

let cached: ClientConfig | undefined;

/**
 * The configuration the server rendered into the page. Every page carries it (the test setup sets the shared
 * defaults), so the defaults themselves never ship to a browser.
 */
export function getClientConfig(): ClientConfig {
  if (cached) return cached;
  const element = typeof document === "undefined" ? null : document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  let parsed: Partial<ClientConfig> = {};
  try {
    parsed = element?.textContent ? (JSON.parse(element.textContent) as Partial<ClientConfig>) : {};
  } catch {
    parsed = {};
  }
  if (!parsed.business) throw new Error("This page carries no client configuration: it must be served by the server");
  cached = { business: parsed.business, googleAds: parsed.googleAds };
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
