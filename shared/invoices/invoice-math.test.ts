import { describe, expect, it } from "vitest";
import { formatAbn, normaliseAbn } from "./abn";
import { cardCharge, gstOfInclusive, invoiceNumberIn, invoiceTotals, surchargeCents } from "./invoice-math";

/** A small deterministic generator, so a failure names the set it failed on. */
function* lineSets(count: number) {
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i++) yield Array.from({ length: 1 + (next() % 6) }, () => ({ amountCents: 1 + (next() % 5_000_000) }));
}

describe("GST in an amount that includes it", () => {
  it("is the amount / 11, half up to the cent", () => {
    expect(gstOfInclusive(1_100)).toBe(100);
    expect(gstOfInclusive(57_956)).toBe(5_269); // 5268.7272...
    expect(gstOfInclusive(55)).toBe(5);
    expect(gstOfInclusive(5)).toBe(0); // 0.4545...
    expect(gstOfInclusive(6)).toBe(1); // 0.5454...
    expect(gstOfInclusive(-50_000)).toBe(-4_545);
  });

  it("rounds exactly as amount / 11 with halves up, over generated amounts", () => {
    for (const set of lineSets(500)) {
      for (const { amountCents } of set) {
        const exact = amountCents / 11;
        const down = Math.floor(exact);
        expect(gstOfInclusive(amountCents)).toBe(exact - down >= 0.5 - 1e-9 ? down + 1 : down);
      }
    }
  });

  it("an invoice's GST is its lines' GST added up, as Xero works it out line by line", () => {
    for (const lines of lineSets(500)) {
      const totals = invoiceTotals(lines);
      expect(totals.totalCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
      // Xero, tax inclusive: each line's tax is its amount less amount / 1.1, rounded to the cent
      const xero = lines.reduce((sum, line) => sum + Math.round((line.amountCents - line.amountCents / 1.1) * 1e6) / 1e6, 0);
      const xeroPerLine = lines.reduce((sum, line) => sum + Math.floor(line.amountCents / 11 + 0.5 + 1e-9), 0);
      expect(totals.gstCents).toBe(xeroPerLine);
      expect(Math.abs(totals.gstCents - xero)).toBeLessThanOrEqual(lines.length * 0.5 + 1e-6);
    }
  });
});

describe("the ABN's check digit", () => {
  it("accepts valid ABNs, with or without spaces, and refuses a wrong digit or length", () => {
    expect(normaliseAbn("51 824 753 556")).toBe("51824753556");
    expect(normaliseAbn("53004085616")).toBe("53004085616");
    expect(normaliseAbn("51 824 753 557")).toBeUndefined();
    expect(normaliseAbn("5182475355")).toBeUndefined();
    expect(normaliseAbn("51-824-753-556")).toBeUndefined();
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
  });
});

describe("invoice numbers in a bank description", () => {
  it("reads the ways homeowners type them", () => {
    expect(invoiceNumberIn("TRANSFER FROM J SMITH INV-000012")).toBe("INV-000012");
    expect(invoiceNumberIn("inv 12 deposit")).toBe("INV-000012");
    expect(invoiceNumberIn("Inv000123")).toBe("INV-000123");
    expect(invoiceNumberIn("INVOICE 12")).toBeUndefined();
    expect(invoiceNumberIn("RW-ABC234 deposit")).toBeUndefined();
  });
});

describe("the card surcharge", () => {
  it("is a percentage of the amount, half up, and nothing when off", () => {
    expect(surchargeCents(57_956, 1.5)).toBe(869); // 869.34
    expect(surchargeCents(100, 0.5)).toBe(1); // 0.5
    expect(surchargeCents(57_956, 0)).toBe(0);
  });

  it("is charged with what is owed: one figure for the page, the Checkout lines and the webhook's check", () => {
    expect(cardCharge(57_956, 1.5)).toEqual({ owedCents: 57_956, surchargeCents: 869, chargeCents: 58_825 });
    expect(cardCharge(57_956, 0)).toEqual({ owedCents: 57_956, surchargeCents: 0, chargeCents: 57_956 });
  });
});
