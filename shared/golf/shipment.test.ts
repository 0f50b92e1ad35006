import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BORDER_CHARGES_IN_FORCE } from "./border-charges";
import { calculateShipment, type ShipmentInput, type ShipmentResult, type ShipmentTerms, shareCents } from "./shipment";

const products = new Map([
  [1, { name: "Driver", weightKg: 0.46, priceAUD: 749 }],
  [2, { name: "Putter", weightKg: 0.55, priceAUD: 499 }],
  [3, { name: "Tour balls (dozen)", weightKg: 0.62, priceAUD: 89.95 }],
  [4, { name: "Glove", weightKg: null, priceAUD: 30 }],
]);
const terms: ShipmentTerms = {
  rate: { usdPerAud: 0.6512, date: "2026-11-19" },
  generalDutyRate: 5,
  charges: BORDER_CHARGES_IN_FORCE,
  products,
};
const carton = (shareBy: "weight" | "value"): ShipmentInput => ({
  mode: "air",
  exportDate: "2026-11-20",
  freightInsurance: { amount: 412, currency: "USD" },
  brokerFeeAUD: 160,
  shareBy,
  lines: [
    { productId: 1, origin: "China", units: 10, fobUSD: 250 },
    { productId: 2, origin: "United States", units: 5, fobUSD: 180 },
    { productId: 3, origin: "Japan", units: 24, fobUSD: 38.5 },
  ],
});

const worked = (input: ShipmentInput, with_: Partial<ShipmentTerms> = {}) => {
  const result = calculateShipment(input, { ...terms, ...with_ });
  if ("field" in result) throw new Error(`refused: ${result.field} ${result.message}`);
  return result;
};
/** A line's figures in the order of the tables below. */
const FIGURES = [
  "customsValueAUD",
  "freightShareAUD",
  "dutyAUD",
  "votiAUD",
  "importGstAUD",
  "chargesShareAUD",
  "landedCostAUD",
  "landedPerUnitAUD",
  "marginPerUnitAUD",
  "marginPercent",
] as const;
const pick = (result: ShipmentResult) => result.lines.map((line) => FIGURES.map((key) => line[key]));

/*
 * Worked by hand at US$0.6512 per A$1 (each amount rounded half up before the next step):
 *   customs values: 10 x 250 / 0.6512 = 3,839.07; 5 x 180 = 900 / 0.6512 = 1,382.06; 24 x 38.50 = 924 / 0.6512 = 1,418.92;
 *   the shipment's 6,640.05 is over A$1,000 and under A$10,000: by air, processing A$50 and biosecurity A$45.
 *   freight US$412 / 0.6512 = A$632.68 (converted once); charges and fee 50 + 45 + 160 = A$255.00.
 *   net shelf prices: 749 / 1.1 = 680.91; 499 / 1.1 = 453.64; 89.95 / 1.1 = 81.77.
 */
describe("a shipment of drivers made in China, putters made in the US and balls made in Japan", () => {
  it("shares freight by weight, and gives the cent rounding leaves to the line with the largest share", () => {
    // weights 10 x 0.46 = 4.6 kg, 5 x 0.55 = 2.75 kg, 24 x 0.62 = 14.88 kg (22.23 kg):
    //   freight 632.68 x 4.6 / 22.23 = 130.92, x 2.75 / 22.23 = 78.27, x 14.88 / 22.23 = 423.49 (adds up)
    //   charges 255 x 4.6 / 22.23 = 52.77, 31.55, 170.69: 255.01, so the balls' share (largest) gives a cent: 170.68
    // duty: China and the US under their agreements 0; Japan 5% of 1,418.92 = 70.95
    // VoTI: 3,839.07 + 0 + 130.92 = 3,969.99 (GST 397.00); 1,382.06 + 78.27 = 1,460.33 (146.03);
    //   1,418.92 + 70.95 + 423.49 = 1,913.36 (191.34)
    // landed: 3,839.07 + 130.92 + 52.77 = 4,022.76 (402.28 a unit, margin 680.91 - 402.28 = 278.63 = 40.92%);
    //   1,382.06 + 78.27 + 31.55 = 1,491.88 (298.38, 155.26 = 34.23%);
    //   1,418.92 + 70.95 + 423.49 + 170.68 = 2,084.04 (86.84, -5.07 = -6.20%)
    const result = worked(carton("weight"));
    expect(pick(result)).toEqual([
      [3839.07, 130.92, 0, 3969.99, 397, 52.77, 4022.76, 402.28, 278.63, 40.92],
      [1382.06, 78.27, 0, 1460.33, 146.03, 31.55, 1491.88, 298.38, 155.26, 34.23],
      [1418.92, 423.49, 70.95, 1913.36, 191.34, 170.68, 2084.04, 86.84, -5.07, -6.2],
    ]);
    expect(result).toMatchObject({
      rate: { usdPerAud: 0.6512, date: "2026-11-19" },
      lowValue: false,
      customsValueAUD: 6640.05,
      freightInsuranceAUD: 632.68,
      processingChargeAUD: 50,
      biosecurityChargeAUD: 45,
      dutyAUD: 70.95,
      totalLandedAUD: 7598.68,
      importGstAUD: 734.37,
    });
  });

  it("shares freight by value, to the cent", () => {
    // freight 632.68 x 3,839.07 / 6,640.05 = 365.80, 131.69, 135.20: 632.69, so the drivers' share (largest) gives a cent
    // charges 255 by value: 147.43, 53.08, 54.49 (adds up)
    // landed 3,839.07 + 365.79 + 147.43 = 4,352.29 (435.23, 245.68 = 36.08%); 1,382.06 + 131.69 + 53.08 = 1,566.83
    //   (313.37, 140.27 = 30.92%); 1,418.92 + 70.95 + 135.20 + 54.49 = 1,679.56 (69.98, 11.79 = 14.42%)
    const result = worked(carton("value"));
    expect(pick(result)).toEqual([
      [3839.07, 365.79, 0, 4204.86, 420.49, 147.43, 4352.29, 435.23, 245.68, 36.08],
      [1382.06, 131.69, 0, 1513.75, 151.38, 53.08, 1566.83, 313.37, 140.27, 30.92],
      [1418.92, 135.2, 70.95, 1625.07, 162.51, 54.49, 1679.56, 69.98, 11.79, 14.42],
    ]);
    expect(result).toMatchObject({ totalLandedAUD: 7598.68, importGstAUD: 734.38 });
  });

  it("charges by sea the sea's biosecurity charge", () => {
    const result = worked({ ...carton("value"), mode: "sea" });
    expect([result.processingChargeAUD, result.biosecurityChargeAUD]).toEqual([50, 66]);
    // 50 + 66 + 160 = 276 shared by value instead of 255: 7,598.68 + 21 = 7,619.68
    expect(result.totalLandedAUD).toBe(7619.68);
  });

  it("lets a line's own duty rate override its origin's, a free-trade origin included", () => {
    const input = carton("value");
    input.lines[0] = { ...input.lines[0]!, dutyRatePercent: 2.5 };
    input.lines[2] = { ...input.lines[2]!, dutyRatePercent: 0 };
    const result = worked(input);
    // 2.5% of 3,839.07 = 95.97675 = 95.98; the balls' 5% is waived
    expect(result.lines.map((line) => [line.dutyRatePercent, line.dutyAUD])).toEqual([
      [2.5, 95.98],
      [0, 0],
      [0, 0],
    ]);
    expect(result.dutyAUD).toBe(95.98);
  });

  it("takes an A$ freight bill as it is", () => {
    const result = worked({ ...carton("value"), freightInsurance: { amount: 632.68, currency: "AUD" } });
    expect(result.freightInsuranceAUD).toBe(632.68);
    expect(result.totalLandedAUD).toBe(7598.68);
  });
});

describe("the border's thresholds", () => {
  const one = (fobUSD: number, mode: "air" | "sea" = "air"): ShipmentResult =>
    worked(
      {
        mode,
        exportDate: "2026-11-20",
        freightInsurance: { amount: 100, currency: "AUD" },
        brokerFeeAUD: 80,
        shareBy: "value",
        lines: [{ productId: 3, origin: "Japan", units: 1, fobUSD }],
      },
      { rate: { usdPerAud: 1, date: "2026-11-20" } },
    );

  it("applies the low-value rules at A$1,000.00 and not a cent above", () => {
    const at = one(1000);
    // no duty, no border GST, no charges; freight and the broker's fee still count: 1,000 + 100 + 80
    expect(at).toMatchObject({ lowValue: true, customsValueAUD: 1000, processingChargeAUD: 0, biosecurityChargeAUD: 0, importGstAUD: 0 });
    expect(at.lines[0]).toMatchObject({ dutyAUD: 0, votiAUD: 0, importGstAUD: 0, chargesShareAUD: 80, landedCostAUD: 1180 });
    const above = one(1000.01);
    // duty 5% of 1,000.01 = 50.0005 = 50.00; VoTI 1,150.01, GST 115.00; charges 50 + 45 + 80 = 175
    expect(above).toMatchObject({ lowValue: false, processingChargeAUD: 50, biosecurityChargeAUD: 45, importGstAUD: 115 });
    expect(above.lines[0]).toMatchObject({ dutyAUD: 50, votiAUD: 1150.01, chargesShareAUD: 175, landedCostAUD: 1325.01 });
  });

  it("moves to the A$10,000 tier at A$10,000.00, by air and by sea", () => {
    expect(one(9999.99).processingChargeAUD).toBe(50);
    expect(one(10000).processingChargeAUD).toBe(152);
    expect(one(9999.99, "sea").processingChargeAUD).toBe(50);
    expect(one(10000, "sea")).toMatchObject({ processingChargeAUD: 152, biosecurityChargeAUD: 66 });
  });

  it("reads the tiers from the table it is given", () => {
    const charges = {
      ...BORDER_CHARGES_IN_FORCE,
      processingCharges: [
        { mode: "air" as const, fromAUD: 1000, amountAUD: 55.5, source: "Edited", effectiveFrom: "2027-07-01" },
        { mode: "air" as const, fromAUD: 5000, amountAUD: 99, source: "Edited", effectiveFrom: "2027-07-01" },
      ],
    };
    const at = (fobUSD: number) =>
      calculateShipment(
        {
          ...carton("value"),
          freightInsurance: { amount: 0, currency: "AUD" },
          lines: [{ productId: 3, origin: "Japan", units: 1, fobUSD }],
        },
        { ...terms, charges, rate: { usdPerAud: 1, date: "2026-11-20" } },
      ) as ShipmentResult;
    expect([at(4999.99).processingChargeAUD, at(5000).processingChargeAUD, at(20000).processingChargeAUD]).toEqual([55.5, 99, 99]);
  });
});

describe("what the calculation refuses", () => {
  it("names a line whose product is unknown, or has no weight to share freight by", () => {
    const unknown = { ...carton("value"), lines: [{ productId: 99, origin: "Japan" as const, units: 1, fobUSD: 1 }] };
    expect(calculateShipment(unknown, terms)).toEqual({ field: "lines.0.productId", message: "No such product" });
    const glove = {
      ...carton("weight"),
      lines: [...carton("weight").lines, { productId: 4, origin: "Vietnam" as const, units: 2, fobUSD: 9 }],
    };
    expect(calculateShipment(glove, terms)).toEqual({
      field: "lines.3.productId",
      message: "Enter the weight of Glove on its card, or share by value",
    });
    expect("field" in calculateShipment({ ...glove, shareBy: "value" }, terms)).toBe(false);
  });
});

describe("sharing a sum", () => {
  it("gives the leftover cent to the largest share, the first of equals", () => {
    expect(shareCents(10_000, [1n, 1n, 1n])).toEqual([3334, 3333, 3333]);
    expect(shareCents(20_000, [1n, 1n, 1n])).toEqual([6666, 6667, 6667]);
    expect(shareCents(500, [0n, 0n])).toEqual([0, 0]);
  });

  it("always adds the shares up to the bill, and the landed costs to the shipment's total", () => {
    const line = fc.record({
      productId: fc.constantFrom(1, 2, 3),
      origin: fc.constantFrom("China", "United States", "Japan", "Vietnam"),
      units: fc.integer({ min: 1, max: 5_000 }),
      fobUSD: fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom("weight" as const, "value" as const),
        fc.constantFrom("air" as const, "sea" as const),
        fc.integer({ min: 300_000, max: 1_200_000 }),
        (lines, freightCents, shareBy, mode, rateMicro) => {
          const result = worked(
            {
              mode,
              exportDate: "2026-11-20",
              freightInsurance: { amount: freightCents / 100, currency: "AUD" },
              brokerFeeAUD: 95.5,
              shareBy,
              lines,
            },
            { rate: { usdPerAud: rateMicro / 1e6, date: "2026-11-20" } },
          );
          const cents = (pick: (l: ShipmentResult["lines"][number]) => number) =>
            result.lines.reduce((sum, l) => sum + Math.round(pick(l) * 100), 0);
          expect(cents((l) => l.freightShareAUD)).toBe(freightCents);
          const charges = Math.round((result.processingChargeAUD + result.biosecurityChargeAUD + 95.5) * 100);
          expect(cents((l) => l.chargesShareAUD)).toBe(charges);
          expect(cents((l) => l.landedCostAUD)).toBe(Math.round(result.totalLandedAUD * 100));
          expect(Math.round(result.totalLandedAUD * 100)).toBe(
            Math.round(result.customsValueAUD * 100) + cents((l) => l.dutyAUD) + freightCents + charges,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
