import { ATTRIBUTION_STORAGE_KEY, ATTRIBUTION_TTL_MS } from "@shared/attribution";

/** What captureAttribution kept, while it is less than 90 days old; the server cleans every value. */
export function readAttribution(): Record<string, unknown> | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") as {
      at?: number;
      values?: Record<string, unknown>;
    } | null;
    return kept?.at && Date.now() - kept.at < ATTRIBUTION_TTL_MS ? kept.values : undefined;
  } catch {
    return undefined;
  }
}
