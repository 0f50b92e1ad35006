import { describe, expect, it } from "vitest";
import { breakEvenUnits, calculateProfit, marginBand, profitPerUnit, roundTo2 } from "./profit-math";

const inputs = (suggestedRetailPrice: number, costOfGoods = 0, shippingCost = 0, marketingCost = 0) => ({
  suggestedRetailPrice,
  costOfGoods,
  shippingCost,
  marketingCost,
});

describe("calculateProfit", () => {
  it("calculates nothing unless the retail price is above 0", () => {
    expect(calculateProfit(inputs(0, 10, 5, 5))).toBeNull();
    expect(calculateProfit(inputs(-1, 10))).toBeNull();
    expect(calculateProfit(inputs(Number.NaN, 10))).toBeNull();
    expect(calculateProfit(inputs(0.01))).toEqual({ grossMargin: 100, netMargin: 100, breakEvenUnits: 100000 });
  });

  it("takes only the cost of goods off the gross margin and every cost off the net margin", () => {
    // (200 - 80) / 200 = 60 %; (200 - 80 - 20 - 10) / 200 = 45 %; 1000 / 90 = 11.1 -> 12
    expect(calculateProfit(inputs(200, 80, 20, 10))).toEqual({ grossMargin: 60, netMargin: 45, breakEvenUnits: 12 });
  });

  it("rounds both margins to 2 decimals", () => {
    // 66.6666... and 33.3333...
    expect(calculateProfit(inputs(300, 100, 50, 50))).toEqual({ grossMargin: 66.67, netMargin: 33.33, breakEvenUnits: 10 });
    // (99.95 - 34) / 99.95 = 65.98299... ; (99.95 - 49) / 99.95 = 50.97548...
    expect(calculateProfit(inputs(99.95, 34, 6, 9))).toMatchObject({ grossMargin: 65.98, netMargin: 50.98 });
  });

  it("rounds break-even units up, and gives an exact division exactly", () => {
    expect(calculateProfit(inputs(100, 50))?.breakEvenUnits).toBe(20); // 1000 / 50
    expect(calculateProfit(inputs(100, 51))?.breakEvenUnits).toBe(21); // 1000 / 49 = 20.4
    expect(calculateProfit(inputs(0.3, 0.1, 0.1))?.breakEvenUnits).toBe(10000); // 1000 / 0.10, despite 0.3 - 0.1 - 0.1 = 0.0999...
    expect(calculateProfit(inputs(1001, 0))?.breakEvenUnits).toBe(1); // 0.999 -> 1
  });

  it("has no break-even when a sale makes no profit", () => {
    expect(calculateProfit(inputs(100, 60, 20, 20))).toEqual({ grossMargin: 40, netMargin: 0, breakEvenUnits: null });
    expect(calculateProfit(inputs(100, 90, 20, 5))).toEqual({ grossMargin: 10, netMargin: -15, breakEvenUnits: null });
    expect(calculateProfit(inputs(50, 80))).toEqual({ grossMargin: -60, netMargin: -60, breakEvenUnits: null });
  });

  it("treats a missing cost as 0", () => {
    expect(calculateProfit(inputs(100, Number.NaN, 10, Number.NaN))).toEqual({ grossMargin: 100, netMargin: 90, breakEvenUnits: 12 });
  });
});

describe("profitPerUnit and breakEvenUnits", () => {
  it("works to the cent", () => {
    expect(profitPerUnit(inputs(0.3, 0.1, 0.1))).toBe(0.1);
    expect(profitPerUnit(inputs(10, 12.5))).toBe(-2.5);
  });

  it("returns null for no or negative profit", () => {
    expect(breakEvenUnits(0)).toBeNull();
    expect(breakEvenUnits(-5)).toBeNull();
    expect(breakEvenUnits(0.004)).toBeNull();
    expect(breakEvenUnits(3)).toBe(334);
  });
});

describe("roundTo2", () => {
  it("rounds half away from zero without binary noise", () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(2.344)).toBe(2.34);
    expect(roundTo2(-0.001)).toBe(0);
    expect(Object.is(roundTo2(-0.001), -0)).toBe(false);
  });
});

describe("marginBand", () => {
  it("is green from 40, yellow from 25, red below", () => {
    expect(marginBand(40)).toBe("excellent");
    expect(marginBand(72.5)).toBe("excellent");
    expect(marginBand(39.99)).toBe("fair");
    expect(marginBand(25)).toBe("fair");
    expect(marginBand(24.99)).toBe("low");
    expect(marginBand(-10)).toBe("low");
  });
});
