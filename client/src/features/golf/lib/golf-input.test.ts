import { describe, expect, it } from "vitest";
import { blankToNull, emptyToNull, numberOrZero } from "./golf-input";

describe("numberOrZero", () => {
  it("keeps numbers and numeric text", () => {
    expect(numberOrZero("12")).toBe(12);
    expect(numberOrZero(" 12.5 ")).toBe(12.5);
    expect(numberOrZero(7)).toBe(7);
  });

  it("falls back to 0 on non-numeric input", () => {
    expect(numberOrZero("")).toBe(0);
    expect(numberOrZero("abc")).toBe(0);
    expect(numberOrZero("12abc")).toBe(0);
    expect(numberOrZero(Number.NaN)).toBe(0);
    expect(numberOrZero(undefined)).toBe(0);
  });
});

describe("emptyToNull", () => {
  it("stores the empty choice as null", () => {
    expect(emptyToNull("")).toBeNull();
    expect(emptyToNull("clubs")).toBe("clubs");
  });
});

describe("blankToNull", () => {
  it("turns blank text into null and leaves everything else", () => {
    expect(blankToNull({ a: "", b: "  ", c: "x", d: 0, e: null })).toEqual({ a: null, b: null, c: "x", d: 0, e: null });
  });
});
