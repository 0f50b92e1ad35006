import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contractLevel, depositCapPercent, depositProblem } from "./quote-law";
import { centsToDollarText, depositCents, gstCents, lineCents, parseDollars, quantityThousandths, quoteTotals } from "./quote-math";

/** The same sums done in exact rationals (BigInt), as a person would by hand. */
function byHand(lines: { quantity: string; unitPriceCents: number }[]) {
  const half = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);
  const amounts = lines.map((l) => {
    const [whole, frac = ""] = l.quantity.split(".");
    const thousandths = BigInt(whole!) * 1000n + BigInt(frac.padEnd(3, "0"));
    return half(thousandths * BigInt(l.unitPriceCents), 1000n);
  });
  const subtotal = amounts.reduce((a, b) => a + b, 0n);
  const gst = half(subtotal, 10n);
  return { amounts: amounts.map(Number), subtotal: Number(subtotal), gst: Number(gst), total: Number(subtotal + gst) };
}

const quantity = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }))
  .map(([whole, frac]) => (frac === undefined ? String(whole) : `${whole}.${String(frac).padStart(3, "0").replace(/0+$/, "") || "0"}`));
const line = fc.record({ quantity, unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }) });

describe("quote money", () => {
  it("adds every line, GST and the total to the cent, over generated lines with decimal quantities", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const totals = quoteTotals(lines, 5);
        const hand = byHand(lines);
        expect(totals.lineCents).toEqual(hand.amounts);
        expect([totals.subtotalCents, totals.gstCents, totals.totalCents]).toEqual([hand.subtotal, hand.gst, hand.total]);
        expect(Number.isInteger(totals.depositCents)).toBe(true);
        expect(totals.depositCents * 100).toBeLessThanOrEqual(totals.totalCents * 5);
      }),
    );
  });

  it("rounds half up: a line of 1.5 x 33 cents is 50 cents, GST on 5 cents is 1 cent and on 4 cents is 0", () => {
    expect(lineCents({ quantity: "1.5", unitPriceCents: 33 })).toBe(50);
    expect(lineCents({ quantity: "0.333", unitPriceCents: 150 })).toBe(50);
    expect(gstCents(5)).toBe(1);
    expect(gstCents(4)).toBe(0);
    expect(gstCents(15)).toBe(2);
    expect(quantityThousandths("12.5")).toBe(12_500);
    expect(() => quantityThousandths("1.2345")).toThrow();
    expect(() => quantityThousandths("-1")).toThrow();
  });

  it("keeps the deposit at or under its percentage, rounding down", () => {
    expect(depositCents(1_999_999, 10)).toBe(199_999);
    expect(depositCents(2_000_000, 5)).toBe(100_000);
    expect(depositCents(1_000, 7.5)).toBe(75);
  });
});

describe("dollars as staff type them", () => {
  it("become cents exactly, and cents come back as the same text", () => {
    expect(parseDollars("$1,234.5")).toBe(123_450);
    expect(parseDollars("0.07")).toBe(7);
    expect(parseDollars(" 120 ")).toBe(12_000);
    for (const bad of ["", "1.234", "-5", "1e3", "12.", "abc"]) expect(parseDollars(bad)).toBeUndefined();
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (cents) => parseDollars(centsToDollarText(cents)) === cents));
  });
});

describe("the law's thresholds", () => {
  it("switch the contents above $3,300 and from $20,000, including GST", () => {
    expect([330_000, 330_001, 1_999_999, 2_000_000].map(contractLevel)).toEqual(["small", "regulated", "regulated", "level-two"]);
  });

  it("cap the deposit at 10% up to $19,999.99 and 5% from $20,000.00, naming the rule", () => {
    expect(depositCapPercent(1_999_999)).toBe(10);
    expect(depositCapPercent(2_000_000)).toBe(5);
    expect(depositProblem(10, 1_999_999)).toBeUndefined();
    expect(depositProblem(10.01, 1_999_999)).toMatch(/at most 10% for a contract under \$20,000 \(QBCC Act, Schedule 1B, s 33\)/);
    expect(depositProblem(5, 2_000_000)).toBeUndefined();
    expect(depositProblem(5.01, 2_000_000)).toMatch(/at most 5% for a contract of \$20,000 or more/);
    expect(depositProblem(10, 2_000_000)).toBeDefined();
  });
});
