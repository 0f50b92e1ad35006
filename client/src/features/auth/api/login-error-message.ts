import { INVALID_LOGIN_MESSAGE } from "@shared/auth/login";
import { ApiError } from "@/lib/api-client";

const THROTTLED_FALLBACK = "Too many login attempts. Please wait 15 minutes and try again.";
const OFFLINE_MESSAGE = "Could not reach the server. Check your connection and try again.";

/**
 * The description of the "Login failed" toast: the server's own message (which for a throttled
 * login already says how long to wait), else "Invalid username or password".
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? (error.status === 429 ? THROTTLED_FALLBACK : INVALID_LOGIN_MESSAGE);
  }
  return OFFLINE_MESSAGE;
}
