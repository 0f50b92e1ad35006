import { describe, expect, it } from "vitest";
import { countSegments } from "./segments";
import { australianMobile, isValidSender, keywordOf } from "./mobile-numbers";

describe("segments", () => {
  it("GSM-7: 160 characters are one segment, 161 are two (153 each), 306 two and 307 three", () => {
    expect(countSegments("a".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1, remaining: 0 });
    expect(countSegments("a".repeat(161))).toMatchObject({ segments: 2, remaining: 145 });
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
  });

  it("counts the GSM extension characters twice", () => {
    expect(countSegments("€".repeat(80))).toMatchObject({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments(`${"€".repeat(80)}a`).segments).toBe(2);
  });

  it("UCS-2: 70 characters are one segment, 71 are two (67 each), 134 two and 135 three", () => {
    const emoji = "ā";
    expect(countSegments(emoji.repeat(70))).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(countSegments(emoji.repeat(71)).segments).toBe(2);
    expect(countSegments(emoji.repeat(134)).segments).toBe(2);
    expect(countSegments(emoji.repeat(135)).segments).toBe(3);
    // one character outside GSM-7 turns the whole text to UCS-2
    expect(countSegments(`${"a".repeat(70)}’`)).toMatchObject({ encoding: "UCS-2", segments: 2 });
  });
});

describe("numbers and keywords", () => {
  it("texts Australian mobiles only, in E.164", () => {
    expect(australianMobile("0412 345 678")).toBe("+61412345678");
    expect(australianMobile("+61 412 345 678")).toBe("+61412345678");
    expect(australianMobile("(07) 5550 0123")).toBeNull();
    expect(australianMobile("+1 415 555 0100")).toBeNull();
  });

  it("reads STOP in each spelling and case, and START", () => {
    for (const word of ["STOP", "stop", "Stop all", "unsubscribe", "Cancel", "end", "QUIT", " stop. "])
      expect(keywordOf(word)).toBe("stop");
    expect(keywordOf("start")).toBe("start");
    expect(keywordOf("please stop by tomorrow")).toBeNull();
  });

  it("takes a sender as a number in E.164 or an 11-character sender ID", () => {
    expect(isValidSender("+61491570006")).toBe(true);
    expect(isValidSender("Ridgeline")).toBe(true);
    expect(isValidSender("RidgelineWalls")).toBe(false);
    expect(isValidSender("0491570006")).toBe(false);
  });
});
