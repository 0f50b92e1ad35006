import { ATTRIBUTION_MAX_LENGTH, ATTRIBUTION_PARAMS, ATTRIBUTION_STORAGE_KEY, ATTRIBUTION_TTL_MS } from "@shared/attribution";

/**
 * Runs once per page load, at the visitor's first touch or as the page is left (main.tsx): remembers in
 * localStorage (no cookie) the ad click ids and UTM tags of the page a visitor landed on, that page and the
 * outside site that sent them. A landing that carries tags replaces what is kept (a new ad click); a visit
 * without them keeps it for 90 days.
 */
export function captureAttribution(): void {
  try {
    const params = new URLSearchParams(location.search);
    const tags = Object.entries(ATTRIBUTION_PARAMS).filter(([, name]) => params.get(name));
    const keptAt = Number(/"at":(\d+)/.exec(localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "")?.[1]);
    if (!tags.length && Date.now() - keptAt < ATTRIBUTION_TTL_MS) return;
    const cap = (text: string) => text.slice(0, ATTRIBUTION_MAX_LENGTH);
    const referrer = document.referrer && new URL(document.referrer).host !== location.host ? cap(document.referrer) : null;
    const values: Record<string, string | null> = { landingPage: cap(location.pathname + location.search), referrer };
    for (const [key, name] of tags) values[key] = cap(params.get(name)!);
    localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ at: Date.now(), values }));
  } catch {
    // Storage blocked or full: the lead simply arrives without its source.
  }
}
