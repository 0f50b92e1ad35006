import { describe, expect, it } from "vitest";
import { filterCompetitors, NO_COMPETITOR_FILTERS, summariseCompetitors } from "./competitor-rules";

const competitor = (companyName: string, country: string, marketSegment: string | null, marketShare: number | null) => ({
  companyName,
  country,
  marketSegment,
  marketShare,
  specialization: null,
  strengths: null,
  weaknesses: null,
  pricingStrategy: null,
  distributionChannels: null,
});

const rows = [
  competitor("Drummond", "Australia", "mid-range", 15.4),
  competitor("Boutique", "australia ", "premium", 0.07),
  competitor("Superstore", "USA", "premium", 14.1),
  competitor("Unknown", "USA", null, null),
];

describe("summariseCompetitors", () => {
  it("counts all, Australian and premium competitors and adds up market share", () => {
    const summary = summariseCompetitors(rows);
    expect(summary).toMatchObject({ total: 4, australian: 2, premium: 2 });
    expect(summary.combinedMarketShare).toBeCloseTo(29.57, 10);
  });

  it("is all zeros for no competitors", () => {
    expect(summariseCompetitors([])).toEqual({ total: 0, australian: 0, premium: 0, combinedMarketShare: 0 });
  });
});

describe("filterCompetitors", () => {
  it("filters by country, segment and search", () => {
    expect(filterCompetitors(rows, { ...NO_COMPETITOR_FILTERS, country: "USA" }).map((c) => c.companyName)).toEqual([
      "Superstore",
      "Unknown",
    ]);
    expect(filterCompetitors(rows, { ...NO_COMPETITOR_FILTERS, segment: "premium" }).map((c) => c.companyName)).toEqual([
      "Boutique",
      "Superstore",
    ]);
    expect(filterCompetitors(rows, { ...NO_COMPETITOR_FILTERS, search: "drum" }).map((c) => c.companyName)).toEqual(["Drummond"]);
  });
});
