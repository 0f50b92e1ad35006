import { describe, expect, it } from "vitest";
import { defaultDutyRate, ftaOf, landedCost, type LandedCostInputs } from "./landed-cost";

/** The worked example: 20 units at US$250 FOB from Japan at 5%, rate 0.65. */
const WORKED: LandedCostInputs = {
  fobPriceUSD: 250,
  units: 20,
  exchangeRate: 0.65,
  dutyRatePercent: 5,
  freightInsuranceAUD: 450,
  brokerFeeAUD: 0,
  processingChargeAUD: 0,
  shelfPriceIncGstAUD: 699,
};

describe("landedCost", () => {
  it("gives the worked example's figures to the cent", () => {
    expect(landedCost(WORKED)).toEqual({
      ok: true,
      lowValue: false,
      customsValue: 7692.31,
      duty: 384.62,
      taxableValue: 8526.93,
      importGst: 852.69,
      processingCharge: 0,
      landedCostPerUnit: 426.35,
      netShelfPrice: 635.45,
      marginPerUnit: 209.1,
      marginPercent: 32.91,
    });
  });

  it("adds the broker fee and the processing charge to the landed cost but not to the taxable value", () => {
    const result = landedCost({ ...WORKED, brokerFeeAUD: 120, processingChargeAUD: 97.6 });
    expect(result).toMatchObject({ taxableValue: 8526.93, importGst: 852.69, processingCharge: 97.6 });
    // (7692.31 + 384.62 + 450 + 120 + 97.60) / 20 = 437.227 -> 437.23
    expect(result).toMatchObject({ landedCostPerUnit: 437.23 });
  });

  it("applies the low-value rules at exactly A$1,000.00 of customs value", () => {
    // 650 US$ at 0.65 = A$1,000.00
    const result = landedCost({ ...WORKED, fobPriceUSD: 65, units: 10, processingChargeAUD: 50, freightInsuranceAUD: 30 });
    expect(result).toMatchObject({
      ok: true,
      lowValue: true,
      customsValue: 1000,
      duty: 0,
      taxableValue: null,
      importGst: 0,
      processingCharge: 0,
    });
    // (1000 + 30) / 10
    expect(result).toMatchObject({ landedCostPerUnit: 103 });
  });

  it("charges duty, GST and the processing charge from A$1,000.01", () => {
    // 650.0065 US$ / 0.65 = 1000.01
    const result = landedCost({ ...WORKED, fobPriceUSD: 650.0065, units: 1, processingChargeAUD: 50, freightInsuranceAUD: 0 });
    expect(result).toMatchObject({ ok: true, lowValue: false, customsValue: 1000.01, duty: 50, taxableValue: 1050.01, importGst: 105 });
    expect(result).toMatchObject({ processingCharge: 50, landedCostPerUnit: 1100.01 });
  });

  it("refuses zero or fractional units and a rate of 0", () => {
    expect(landedCost({ ...WORKED, units: 0 })).toEqual({
      ok: false,
      field: "units",
      message: "Units must be a whole number of at least 1",
    });
    expect(landedCost({ ...WORKED, units: 1.5 })).toMatchObject({ ok: false, field: "units" });
    expect(landedCost({ ...WORKED, exchangeRate: 0 })).toEqual({
      ok: false,
      field: "exchangeRate",
      message: "Exchange rate must be above 0",
    });
    expect(landedCost({ ...WORKED, exchangeRate: Number.NaN })).toMatchObject({ ok: false, field: "exchangeRate" });
  });

  it("refuses negative or missing amounts", () => {
    expect(landedCost({ ...WORKED, freightInsuranceAUD: -1 })).toMatchObject({ ok: false, field: "freightInsuranceAUD" });
    expect(landedCost({ ...WORKED, fobPriceUSD: Number.NaN })).toMatchObject({ ok: false, field: "fobPriceUSD" });
  });

  it("gives no margin percentage without a shelf price, and a negative margin when the shelf price is too low", () => {
    expect(landedCost({ ...WORKED, shelfPriceIncGstAUD: 0 })).toMatchObject({
      netShelfPrice: 0,
      marginPerUnit: -426.35,
      marginPercent: null,
    });
    expect(landedCost({ ...WORKED, shelfPriceIncGstAUD: 440 })).toMatchObject({
      netShelfPrice: 400,
      marginPerUnit: -26.35,
      marginPercent: -6.59,
    });
  });
});

describe("duty by origin", () => {
  it("defaults to 0% for the FTA origins USA (AUSFTA) and China (ChAFTA), and to the general rate elsewhere", () => {
    expect(ftaOf("United States")).toBe("AUSFTA");
    expect(ftaOf("China")).toBe("ChAFTA");
    expect(ftaOf("Japan")).toBeNull();
    expect(defaultDutyRate("United States", 5)).toBe(0);
    expect(defaultDutyRate("China", 5)).toBe(0);
    expect(defaultDutyRate("Japan", 5)).toBe(5);
    expect(defaultDutyRate("Other", 7.5)).toBe(7.5);
  });
});
