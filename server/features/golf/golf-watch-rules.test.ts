import { dayFigures } from "@shared/golf/price-history";
import { ruleHolds } from "./golf-watches";

const settings = { generalDutyRate: 5, importProcessingCharge: 0 };
const rate = { date: "2025-02-01", usdPerAud: 0.6, source: "RBA" };

describe("the three watch rules", () => {
  // US$400 at 0.60 = A$666.67 landed (under A$1,000: nothing at the border); A$900 is A$818.18 net of GST:
  // gap 35.0%, margin (818.18 - 666.67) / 818.18 = 18.5%
  const figures = dayFigures("2025-03-01", 900, 400, rate, settings);

  it("works the figures they are judged on", () => {
    expect(figures).toMatchObject({ usPriceInAud: 666.67, gapPercent: 35, landedCostAud: 666.67, landedMarginPercent: 18.5 });
  });

  it("holds strictly above a gap or margin, and strictly below an AU price", () => {
    expect(ruleHolds({ rule: "gap-above", threshold: 34.9 }, figures)).toBe(true);
    expect(ruleHolds({ rule: "gap-above", threshold: 35 }, figures)).toBe(false);
    expect(ruleHolds({ rule: "margin-above", threshold: 18 }, figures)).toBe(true);
    expect(ruleHolds({ rule: "margin-above", threshold: 20 }, figures)).toBe(false);
    expect(ruleHolds({ rule: "au-price-below", threshold: 900.01 }, figures)).toBe(true);
    expect(ruleHolds({ rule: "au-price-below", threshold: 900 }, figures)).toBe(false);
  });

  it("never holds on a figure that cannot be worked out", () => {
    const noUs = dayFigures("2025-03-01", 900, null, rate, settings);
    expect(ruleHolds({ rule: "gap-above", threshold: -99 }, noUs)).toBe(false);
    expect(ruleHolds({ rule: "margin-above", threshold: -99 }, noUs)).toBe(false);
    expect(ruleHolds({ rule: "au-price-below", threshold: 1 }, dayFigures("2025-03-01", null, 400, rate, settings))).toBe(false);
  });
});
