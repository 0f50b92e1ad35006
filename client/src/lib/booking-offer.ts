import { BOOKING_STATE_KEY, bookingPathOf } from "@shared/visits/booking-links";

/** Marks /thank-you's two offers, "with" the booking link and "without" (features/ad-landing, thank-you-panels.tsx). */
export const BOOKING_OFFER_ATTRIBUTE = "data-booking-offer";
/** Marks the link that takes the booking page's address. */
export const BOOKING_LINK_ATTRIBUTE = "data-booking-link";

/** The booking link the ad form left in this history entry's state (shared/visits/booking-links.ts), or null. */
export function bookingPathInState(): string | null {
  const state: unknown = window.history.state;
  const path = state && typeof state === "object" ? (state as Record<string, unknown>)[BOOKING_STATE_KEY] : undefined;
  return typeof path === "string" ? bookingPathOf(path) : null;
}

/**
 * /thank-you as the server sent it shows the offer without a booking link; when the form left one in the history
 * entry, the page's entry script (main.tsx) shows the offer with it instead, before anything else runs.
 */
export function revealBookingOffer(): void {
  // the history entry first: only the ad form's answer leaves a booking link there, and a page without one is not
  // searched (every public page runs this while it paints)
  const path = bookingPathInState();
  if (!path) return;
  const offers = document.querySelectorAll<HTMLElement>(`[${BOOKING_OFFER_ATTRIBUTE}]`);
  document.querySelectorAll<HTMLAnchorElement>(`a[${BOOKING_LINK_ATTRIBUTE}]`).forEach((link) => (link.href = path));
  offers.forEach((offer) => (offer.hidden = offer.getAttribute(BOOKING_OFFER_ATTRIBUTE) !== "with"));
}
