import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { quoteFailureMessage } from "./quote-failure-message";

describe("quoteFailureMessage", () => {
  it("uses the server's message when the body is the API's JSON error", () => {
    expect(quoteFailureMessage(new ApiError(503, '{"message":"Service temporarily unavailable"}'))).toBe("Service temporarily unavailable");
  });

  it('falls back to the error\'s own "STATUS: body" message', () => {
    expect(quoteFailureMessage(new ApiError(502, "Bad Gateway"))).toBe("502: Bad Gateway");
    expect(quoteFailureMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });

  it('says "Please try again later." when the error has no message', () => {
    expect(quoteFailureMessage(new Error(""))).toBe("Please try again later.");
    expect(quoteFailureMessage(undefined)).toBe("Please try again later.");
  });
});
