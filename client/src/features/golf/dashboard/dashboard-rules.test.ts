import { describe, expect, it } from "vitest";
import { averageGap, compareSegments, splitByPresence, widestGaps } from "./dashboard-rules";

describe("compareSegments", () => {
  it("pairs US and Australian sizes per segment, without totals, largest US first", () => {
    const rows = [
      { country: "US", marketSegment: "Total", marketSizeUSD: 8.5e9, growthRate: 4.2 },
      { country: "US", marketSegment: "Golf Apparel", marketSizeUSD: 2.1e9, growthRate: 4.6 },
      { country: "US", marketSegment: "Golf Clubs", marketSizeUSD: 3.8e9, growthRate: 3.9 },
      { country: "Australia", marketSegment: "Golf Clubs", marketSizeUSD: 5.4e8, growthRate: 6.2 },
      { country: "Australia", marketSegment: "Golf Bags", marketSizeUSD: 1e8, growthRate: 9 },
      { country: "Japan", marketSegment: "Golf Clubs", marketSizeUSD: 2e9, growthRate: 1 },
    ];
    expect(compareSegments(rows)).toEqual([
      { segment: "Golf Clubs", usUSD: 3.8e9, australiaUSD: 5.4e8, australiaGrowth: 6.2 },
      { segment: "Golf Apparel", usUSD: 2.1e9, australiaUSD: null, australiaGrowth: null },
      { segment: "Golf Bags", usUSD: null, australiaUSD: 1e8, australiaGrowth: 9 },
    ]);
  });
});

describe("price gaps", () => {
  const rows = [
    { productName: "A", priceGap: 10 },
    { productName: "B", priceGap: 58 },
    { productName: "C", priceGap: 36 },
  ];

  it("orders by widest gap", () => {
    expect(widestGaps(rows, 2).map((r) => r.productName)).toEqual(["B", "C"]);
  });

  it("averages the gaps", () => {
    expect(averageGap(rows)).toBeCloseTo(34.667, 3);
    expect(averageGap([])).toBeNull();
  });
});

describe("splitByPresence", () => {
  it("splits brands by Australian presence", () => {
    const { present, absent } = splitByPresence([
      { brandName: "Titleist", australianPresence: true },
      { brandName: "Sub 70", australianPresence: false },
    ]);
    expect(present.map((b) => b.brandName)).toEqual(["Titleist"]);
    expect(absent.map((b) => b.brandName)).toEqual(["Sub 70"]);
  });
});
