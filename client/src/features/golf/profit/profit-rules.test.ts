import { describe, expect, it } from "vitest";
import { filterAnalyses, summariseAnalyses } from "./profit-rules";

const analyses = [
  { productCategory: "Golf Clubs", grossMargin: 44.91, netMargin: 31.05 },
  { productCategory: "Golf Apparel", grossMargin: 65.98, netMargin: 50.98 },
  { productCategory: "Golf Bags", grossMargin: 44.59, netMargin: -5.5 },
];

describe("summariseAnalyses", () => {
  it("averages the margins and finds the best net margin", () => {
    const summary = summariseAnalyses(analyses);
    expect(summary.count).toBe(3);
    expect(summary.averageGrossMargin).toBeCloseTo(51.8267, 3);
    expect(summary.averageNetMargin).toBeCloseTo(25.51, 2);
    expect(summary.best).toEqual({ category: "Golf Apparel", netMargin: 50.98 });
  });

  it("has no averages without analyses", () => {
    expect(summariseAnalyses([])).toEqual({ count: 0, averageGrossMargin: null, averageNetMargin: null, best: null });
  });
});

describe("filterAnalyses", () => {
  it("keeps one category or all", () => {
    expect(filterAnalyses(analyses, "Golf Bags").map((a) => a.productCategory)).toEqual(["Golf Bags"]);
    expect(filterAnalyses(analyses, "all")).toHaveLength(3);
    expect(filterAnalyses(analyses, "Golf Shoes")).toEqual([]);
  });
});
