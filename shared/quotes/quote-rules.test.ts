import { describe, expect, it } from "vitest";
import { quoteLineSchema } from "./quote-validation";
import { quantityThousandths } from "./quote-math";
import { shownVersion, unanswerable } from "./quote-shown";

describe("one quantity rule for the form and the sums", () => {
  const line = (quantity: string) => ({ description: "Wall", quantity, unit: "m", unitPriceCents: 100 });
  it.each(["1", "12.5", "999999", "999999.999", "0.001"])("%s is a quantity to both", (quantity) => {
    expect(quoteLineSchema.safeParse(line(quantity)).success).toBe(true);
    expect(() => quantityThousandths(quantity)).not.toThrow();
  });
  it.each(["1000000", "1234567", "1.2345", "-1", "1e3", ""])("%s is a quantity to neither", (quantity) => {
    expect(quoteLineSchema.safeParse(line(quantity)).success).toBe(false);
    expect(() => quantityThousandths(quantity)).toThrow(RangeError);
  });
});

describe("the version a quote's link shows", () => {
  const version = (n: number, state: "draft" | "sent" | "superseded" | "accepted", sentAt: string | null) => ({
    version: n,
    state,
    sentAt,
    expiresAt: sentAt ? "2099-01-01T00:00:00Z" : null,
  });
  it("is the newest one sent, never a draft", () => {
    expect(shownVersion([version(1, "draft", null)])).toBeUndefined();
    const v1 = version(1, "superseded", "2026-11-01T00:00:00Z");
    const v2 = version(2, "sent", "2026-11-02T00:00:00Z");
    expect(shownVersion([version(3, "draft", null), v2, v1])).toBe(v2);
    expect(shownVersion([v1, v2])).toBe(v2);
  });
  it("can be answered while sent and not expired", () => {
    expect(unanswerable(version(2, "sent", "2026-11-02T00:00:00Z"))).toBeUndefined();
    expect(unanswerable({ state: "sent", expiresAt: "2026-11-02T00:00:00Z" }, new Date("2026-11-03T00:00:00Z"))).toMatch(/expired/);
    expect(unanswerable(version(1, "draft", null))).toBe("This quote has not been sent.");
    expect(unanswerable(version(1, "accepted", "2026-11-02T00:00:00Z"))).toMatch(/accepted/);
  });
});
