/**
 * A booking link travels from the quote POST to /thank-you in the address's fragment (`#book=<token>`), which
 * the browser never sends to a server, so no log or analytics tag records a working link.
 */
export const BOOKING_FRAGMENT_KEY = "book";

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
