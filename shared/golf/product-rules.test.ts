import { describe, expect, it } from "vitest";
import { gapAtRatePercent, priceBandOf, priceGapPercent, stockStatus } from "./product-rules";

describe("priceBandOf (AUD)", () => {
  it.each([
    [0, "under-100"],
    [99.99, "under-100"],
    [100, "100-300"],
    [300, "100-300"],
    [300.01, "300-500"],
    [500, "300-500"],
    [500.01, "over-500"],
    [2099, "over-500"],
  ])("puts %d in %s", (price, band) => {
    expect(priceBandOf(price)).toBe(band);
  });
});

describe("priceGapPercent", () => {
  it("is round((AUD - USD) / USD * 100)", () => {
    expect(priceGapPercent(100, 158)).toBe(58);
    expect(priceGapPercent(599.99, 949)).toBe(58); // 58.17 -> 58
    expect(priceGapPercent(200, 301)).toBe(51); // 50.5 rounds up
    expect(priceGapPercent(200, 300.98)).toBe(50); // 50.49 rounds down
    expect(priceGapPercent(100, 100)).toBe(0);
  });

  it("is negative when Australia is cheaper, rounding half towards +infinity like Math.round", () => {
    expect(priceGapPercent(100, 80)).toBe(-20);
    expect(priceGapPercent(200, 199)).toBe(0); // -0.5 -> 0, never -0
    expect(Object.is(priceGapPercent(200, 199), -0)).toBe(false);
    expect(priceGapPercent(200, 197)).toBe(-1); // -1.5 -> -1
  });

  it("has no gap without a US price", () => {
    expect(priceGapPercent(0, 50)).toBeNull();
    expect(priceGapPercent(Number.NaN, 50)).toBeNull();
  });
});

describe("gapAtRatePercent", () => {
  it("converts the Australian price to US dollars at the rate before comparing", () => {
    // A$949 x 0.65 = US$616.85 against US$599.99: +3%, where the spec's gap says +58%
    expect(priceGapPercent(599.99, 949)).toBe(58);
    expect(gapAtRatePercent(599.99, 949, 0.65)).toBe(3);
    // A$100 x 0.65 = US$65 against US$100: Australia is 35% cheaper
    expect(gapAtRatePercent(100, 100, 0.65)).toBe(-35);
  });

  it("gives no gap without a US price or a rate above 0", () => {
    expect(gapAtRatePercent(0, 100, 0.65)).toBeNull();
    expect(gapAtRatePercent(100, 100, 0)).toBeNull();
    expect(gapAtRatePercent(100, 100, Number.NaN)).toBeNull();
  });
});

describe("stockStatus", () => {
  it("is Out of Stock when not in stock, whatever the quantity", () => {
    expect(stockStatus({ inStock: false, stockQuantity: 0 })).toEqual({ kind: "out-of-stock" });
    expect(stockStatus({ inStock: false, stockQuantity: 25 })).toEqual({ kind: "out-of-stock" });
  });

  it("warns of low stock under 10 units", () => {
    expect(stockStatus({ inStock: true, stockQuantity: 9 })).toEqual({ kind: "low-stock", quantity: 9 });
    expect(stockStatus({ inStock: true, stockQuantity: 0 })).toEqual({ kind: "low-stock", quantity: 0 });
    expect(stockStatus({ inStock: true, stockQuantity: 10 })).toEqual({ kind: "in-stock", quantity: 10 });
  });
});
