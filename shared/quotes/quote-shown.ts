import type { QuoteVersionState } from "./quote-views";

/**
 * Which version of a quote the homeowner's link shows, and whether it can still be answered: one rule for the quote
 * page, its PDF, the follow-ups and the staff screen.
 */

interface Versioned {
  version: number;
  sentAt: Date | string | null;
}

/** The newest version ever sent (answered or not); undefined while none has been: a draft is never shown. */
export function shownVersion<V extends Versioned>(versions: readonly V[]): V | undefined {
  let shown: V | undefined;
  for (const version of versions) if (version.sentAt && (!shown || version.version > shown.version)) shown = version;
  return shown;
}

/** Why a version cannot be answered now, in the homeowner's words; undefined while it waits for an answer. */
export function unanswerable(version: { state: QuoteVersionState; expiresAt: Date | string | null }, now = new Date()): string | undefined {
  if (version.state === "accepted") return "This quote was accepted. Thank you!";
  if (version.state === "declined") return "This quote was declined. Call us if you have changed your mind.";
  if (version.state === "superseded") return "This version has been replaced by a newer one.";
  if (version.state !== "sent") return "This quote has not been sent.";
  if (version.expiresAt && new Date(version.expiresAt).getTime() < now.getTime())
    return "This quote has expired. Call us for an up-to-date quote.";
  return undefined;
}
