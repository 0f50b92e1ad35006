import { ApiError } from "@/lib/api-client";

export const QUOTE_FAILURE_FALLBACK = "Please try again later.";

/**
 * The failure toast's description: the server's own message when the body is the API's JSON error
 * (not "400: {...}"), else the error's message, else "Please try again later." (spec section 8).
 */
export function quoteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return QUOTE_FAILURE_FALLBACK;
}
