/**
 * A booking link travels from the ad form to /thank-you in the history entry's state, never in the address:
 * Google's tag is on both pages and sends the whole address (fragment included) with every hit, so a token
 * there would reach Google. The state stays with the tab's history, so a reload still shows the link.
 */
export const BOOKING_STATE_KEY = "bookingPath";

/** "/book/<token>" of the POST's bookingUrl, or null for anything else. */
export function bookingPathOf(bookingUrl: string | undefined): string | null {
  if (!bookingUrl) return null;
  try {
    const { pathname } = new URL(bookingUrl, "http://localhost");
    return /^\/book\/[A-Za-z0-9_-]{32}$/.test(pathname) ? pathname : null;
  } catch {
    return null;
  }
}
