import type { AdEnquiryInput } from "@shared/leads/ad-enquiry";
import type { QuoteRequestInput } from "@shared/leads/quote-request";

/**
 * The one factory of valid public lead bodies, for the server tests and the browser journeys. Each call
 * gives a fresh object; pass what a test is about, and the rest stays valid. The sender looks human to
 * the spam rules (hidden field empty, a minute to fill the form) unless a test says otherwise.
 */

export const HUMAN_SIGNALS = { website: "", fillTimeMs: 60_000 } as const;

export function quoteRequestBody(overrides: Partial<QuoteRequestInput> & Record<string, unknown> = {}) {
  return {
    name: "Jane Citizen",
    phone: "0412 345 678",
    email: "jane@example.com",
    service: "Concrete Sleeper Retaining Wall, Colorbond Fencing",
    length: "10-30m",
    location: "Chermside",
    timeline: "1-3-months",
    budget: "10k-20k",
    ...HUMAN_SIGNALS,
    ...overrides,
  } satisfies QuoteRequestInput & Record<string, unknown>;
}

export function adEnquiryBody(overrides: Partial<AdEnquiryInput> & Record<string, unknown> = {}) {
  return {
    name: "Tom Nguyen",
    email: "tom@example.com",
    phone: "0400 111 222",
    service: "both",
    message: "Need a 15 m wall and a new side fence.",
    ...HUMAN_SIGNALS,
    ...overrides,
  } satisfies AdEnquiryInput & Record<string, unknown>;
}

/** The form's fields alone, as the specification's payload holds them (no spam signals, no attribution). */
export function formFields<Body extends Record<string, unknown>>(body: Body) {
  const { website: _website, fillTimeMs: _fillTimeMs, attribution: _attribution, ...fields } = body;
  return fields;
}
