import { describe, expect, it } from "vitest";
import { distinctSorted, matchesSearch } from "./golf-search";

describe("matchesSearch", () => {
  it("matches every word in any field, ignoring case", () => {
    expect(matchesSearch("tour DRIVER", ["Tour 9 Driver", "Acme"])).toBe(true);
    expect(matchesSearch("acme driver", ["Tour Driver", "Acme"])).toBe(true);
    expect(matchesSearch("acme putter", ["Tour Driver", "Acme"])).toBe(false);
  });

  it("matches everything on an empty query and skips missing fields", () => {
    expect(matchesSearch("  ", [null])).toBe(true);
    expect(matchesSearch("null", [null, undefined])).toBe(false);
  });
});

describe("distinctSorted", () => {
  it("drops blanks and duplicates and sorts", () => {
    expect(distinctSorted(["USA", "China", " USA", null, "", "Australia"])).toEqual(["Australia", "China", "USA"]);
  });
});
