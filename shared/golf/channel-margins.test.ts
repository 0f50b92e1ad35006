import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { channelFeesSchema, type SalesChannel, STARTING_CHANNEL_FEES } from "./channel-fees";
import { breakEvenPrice, channelFees, channelMargins, netOf } from "./channel-margins";

const [amazon, ebay, ownStore] = STARTING_CHANNEL_FEES.channels as [SalesChannel, SalesChannel, SalesChannel];
const sale = (salePriceCents: number, landedCostCents = 0, shippingChargedCents = 0, shippingCostCents = 0) => ({
  landedCostCents,
  salePriceCents,
  shippingChargedCents,
  shippingCostCents,
});
const feeCents = (channel: SalesChannel, total: number) => channelFees(channel, total).map((fee) => fee.cents);

describe("the margin per channel", () => {
  it("gives the worked example to the cent", () => {
    const { channels } = channelMargins(STARTING_CHANNEL_FEES, sale(19_900, 10_000, 0, 1_200));
    expect(
      channels.map(({ id, revenueExGstCents, feesCents, netCents, marginPercent }) => ({
        id,
        revenueExGstCents,
        feesCents,
        netCents,
        marginPercent,
      })),
    ).toEqual([
      { id: "amazon-au", revenueExGstCents: 18_091, feesCents: 3_035, netCents: 3_856, marginPercent: 21.3 },
      { id: "ebay-au", revenueExGstCents: 18_091, feesCents: 2_461, netCents: 4_430, marginPercent: 24.5 },
      { id: "own-store", revenueExGstCents: 18_091, feesCents: 368, netCents: 6_523, marginPercent: 36.1 },
    ]);
    expect(channels[0]!.fees).toEqual([
      { label: "Percentage fee", cents: 2_985 },
      { label: "Per-order fee", cents: 0 },
      { label: "Subscription share", cents: 50 },
    ]);
    expect(channels[1]!.fees.map((fee) => fee.cents)).toEqual([2_425, 36, 0]);
  });

  it("takes eBay's per-order fee by the total's band: A$0.30 at A$10.00, A$0.40 at A$10.01 (each less its GST)", () => {
    expect(feeCents(ebay, 1_000)[1]).toBe(27);
    expect(feeCents(ebay, 1_001)[1]).toBe(36);
    // shipping charged counts in the total
    expect(netOf(ebay, sale(900, 0, 101)).fees[1]!.cents).toBe(36);
  });

  it("charges eBay's second rate only on the part above A$4,000.00, as one fee rounded once", () => {
    // 400,000 x 13.4% = 53,600, less GST 48,727
    expect(feeCents(ebay, 400_000)[0]).toBe(48_727);
    // 53,600.025: 53,600
    expect(feeCents(ebay, 400_001)[0]).toBe(48_727);
    // 53,600 + 10,000 x 2.5% = 53,850: 48,955 (13.4% of it all would be 54,940)
    expect(feeCents(ebay, 410_000)[0]).toBe(48_955);
  });

  it("rounds halves up before the GST comes out, and takes the GST out of the rounded fee", () => {
    // 1.7% of A$5.00 is 8.5 cents: 9
    expect(feeCents(ownStore, 500)[0]).toBe(9);
    const gstIncluded: SalesChannel = { ...ownStore, percentBp: 1000, perOrder: [{ upToCents: null, cents: 0 }], feesIncludeGst: true };
    // 892.5 -> 893 -> 812 (892.5 / 1.1 would be 811)
    expect(feeCents(gstIncluded, 8_925)[0]).toBe(812);
  });

  it("rounds a negative margin half away from zero", () => {
    const loss = channelMargins(STARTING_CHANNEL_FEES, sale(1_100, 1_000, 0, 0)).channels[2]!;
    // revenue 1,000; fees 19 + 30 = 49; net -49: -4.9%
    expect(loss).toMatchObject({ revenueExGstCents: 1_000, netCents: -49, marginPercent: -4.9 });
    const half = channelMargins(STARTING_CHANNEL_FEES, sale(2_200, 1_942, 0, 0)).channels[2]!;
    // revenue 2,000, fees 37 + 30, net -9: -0.45%, so -0.5
    expect(half).toMatchObject({ netCents: -9, marginPercent: -0.5 });
  });

  it("finds the lowest price that breaks even, each channel, the cent below losing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(amazon, ebay, ownStore),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (channel, landed, shippingCharged, shippingCost) => {
          const input = sale(1, landed, shippingCharged, shippingCost);
          const price = breakEvenPrice(channel, input);
          expect(price).not.toBeNull();
          const net = (p: number) => netOf(channel, { ...input, salePriceCents: p }).netCents;
          expect(net(price!)).toBeGreaterThanOrEqual(0);
          for (let lower = 1; lower < price!; lower += 1) expect(net(lower)).toBeLessThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("breaks even below a per-order step where the net dips again just above it", () => {
    // a fee that jumps by A$1.00 above a total of A$20.00: at A$19.99 the net is 0 or more, at A$20.01 it is not
    const steppy: SalesChannel = {
      ...ownStore,
      percentBp: 0,
      perOrder: [
        { upToCents: 2_000, cents: 0 },
        { upToCents: null, cents: 100 },
      ],
    };
    const input = sale(1, 1_818);
    const price = breakEvenPrice(steppy, input)!;
    expect(price).toBeLessThanOrEqual(2_000);
    expect(netOf(steppy, { ...input, salePriceCents: price }).netCents).toBeGreaterThanOrEqual(0);
    expect(netOf(steppy, { ...input, salePriceCents: 2_001 }).netCents).toBeLessThan(0);
    expect(netOf(steppy, { ...input, salePriceCents: price - 1 }).netCents).toBeLessThan(0);
  });

  it("answers no break-even when none up to A$100,000 covers the cost", () => {
    expect(breakEvenPrice(amazon, sale(1, 10_000_000, 0, 0))).toBeNull();
  });
});

describe("the channels' fee table", () => {
  const table = () => structuredClone(STARTING_CHANNEL_FEES);
  const errorsOf = (value: unknown) => {
    const parsed = channelFeesSchema.safeParse(value);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("takes the starting table", () => {
    expect(errorsOf(table())).toEqual({});
  });

  it("refuses a negative rate, a band out of order, a missing source and a subscription shared over no units", () => {
    const bad = table();
    bad.channels[0]!.percentBp = -1;
    bad.channels[1]!.perOrder = [
      { upToCents: 2_000, cents: 30 },
      { upToCents: 1_000, cents: 35 },
      { upToCents: null, cents: 40 },
    ];
    bad.channels[2]!.source = "";
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["channels.0.percentBp", "channels.1.perOrder.1.upToCents", "channels.2.source"]);
    const noUnits = table();
    noUnits.channels[0]!.expectedMonthlyUnits = null;
    expect(errorsOf(noUnits)).toEqual({
      "channels.0.expectedMonthlyUnits": "Share the monthly fee over the units you expect to sell a month",
    });
    const zeroUnits = table();
    zeroUnits.channels[0]!.expectedMonthlyUnits = 0;
    expect(Object.keys(errorsOf(zeroUnits))).toEqual(["channels.0.expectedMonthlyUnits"]);
  });

  it("keeps the three channels, and the open band last", () => {
    const dropped = table();
    dropped.channels.pop();
    expect(Object.keys(errorsOf(dropped))).toEqual(["channels"]);
    const openFirst = table();
    openFirst.channels[1]!.perOrder = [
      { upToCents: null, cents: 40 },
      { upToCents: 1_000, cents: 30 },
    ];
    expect(Object.keys(errorsOf(openFirst)).length).toBeGreaterThan(0);
    const tomorrow = table();
    tomorrow.channels[0]!.effectiveFrom = "2999-01-01";
    expect(Object.keys(errorsOf(tomorrow))).toEqual(["channels.0.effectiveFrom"]);
  });
});
