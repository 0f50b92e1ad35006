import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../business-profile";
import { qualifyAdService, qualifyQuote } from "./qualification";
import { findLocalities, localityLabel, suggestLocalities } from "../service-area/localities";

const councils = defaultBusinessProfile.serviceCouncils;
const quote = (answers: Partial<{ service: string; length: string; location: string }>) =>
  qualifyQuote({ service: "", length: "", location: "", ...answers }, councils);

describe("qualifyQuote", () => {
  it("notes engineering for any retaining wall service, and the minimum of each trade under 10 metres", () => {
    expect(quote({ service: "Timber Sleeper Retaining Wall" })).toMatchObject({
      engineering: true,
      wallMinimum: false,
      fenceMinimum: false,
    });
    expect(quote({ service: "Timber Sleeper Retaining Wall, Colorbond Fencing", length: "under-10m" })).toMatchObject({
      engineering: true,
      wallMinimum: true,
      fenceMinimum: true,
    });
    expect(quote({ service: "Aluminium Fencing", length: "under-10m" })).toMatchObject({
      engineering: false,
      wallMinimum: false,
      fenceMinimum: true,
    });
    expect(quote({ service: "Aluminium Fencing", length: "10-30m" })).toMatchObject({ fenceMinimum: false });
  });

  it.each([
    ["Chermside, Brisbane", null],
    ["Buderim QLD 4556", null],
    ["Noosa Heads", null],
    ["Springfield Lakes", null],
    ["Cleveland", null],
    ["Surfers Paradise QLD 4217", "4217"],
    ["Toowoomba", "Toowoomba"],
    ["gold coast", "Gold Coast"],
    ["Sydney", null],
    ["x", null],
  ])("%s is outside the service area: %s", (location, outsidePlace) => {
    expect(quote({ location }).outsidePlace).toBe(outsidePlace);
  });

  it("covers both Brisbane and the Sunshine Coast, which a 50 km circle around Brisbane did not", () => {
    expect(findLocalities("Maroochydore")?.councils).toEqual(["Sunshine Coast"]);
    expect(councils).toEqual(expect.arrayContaining(["Brisbane", "Sunshine Coast", "Noosa"]));
  });
});

describe("qualifyAdService", () => {
  it("notes engineering for walls or both", () => {
    expect(qualifyAdService("retaining-walls").engineering).toBe(true);
    expect(qualifyAdService("both").engineering).toBe(true);
    expect(qualifyAdService("fencing").engineering).toBe(false);
  });
});

describe("suggestLocalities", () => {
  it("suggests localities by name or postcode as the visitor types", () => {
    const chermside = suggestLocalities("cherm").map(localityLabel);
    expect(chermside[0]).toBe("Chermside QLD 4032");
    expect(chermside).toContain("Chermside West QLD 4032");
    expect(suggestLocalities("4556").map((l) => l.name)).toContain("Buderim");
    expect(suggestLocalities("c")).toEqual([]);
    expect(suggestLocalities("a", 8).length).toBeLessThanOrEqual(8);
  });
});
