import { describe, expect, it } from "vitest";
import { formatCompact, formatCount, formatMoney, formatPercent, formatRevenue } from "./golf-format";

describe("formatMoney", () => {
  it("shows the currency it is in, en-AU style", () => {
    expect(formatMoney(1399.99, "USD")).toBe("US$1,399.99");
    expect(formatMoney(949, "AUD")).toBe("A$949.00");
    expect(formatMoney(2400, "AUD", { decimals: 0 })).toBe("A$2,400");
  });

  it("keeps the minus of a loss and never shows -0", () => {
    expect(formatMoney(-12.5, "AUD")).toBe("-A$12.50");
    expect(formatMoney(-0.001, "AUD")).toBe("A$0.00");
  });
});

describe("formatPercent", () => {
  it("shows the sign of a gap or change", () => {
    expect(formatPercent(58, { signed: true })).toBe("+58%");
    expect(formatPercent(-12, { signed: true })).toBe("-12%");
    expect(formatPercent(0, { signed: true })).toBe("0%");
    expect(formatPercent(6.8, { signed: true, decimals: 1 })).toBe("+6.8%");
  });

  it("shows a share or margin with fixed decimals and its minus when negative", () => {
    expect(formatPercent(45, { decimals: 2 })).toBe("45.00%");
    expect(formatPercent(-15.5, { decimals: 2 })).toBe("-15.50%");
    expect(formatPercent(-0.001, { decimals: 2 })).toBe("0.00%");
  });
});

describe("formatRevenue", () => {
  it.each([
    [0, "US$0"],
    [999, "US$999"],
    [1_000, "US$1.0K"],
    [850_000, "US$850.0K"],
    [999_949, "US$999.9K"],
    [999_999, "US$1.0M"],
    [1_000_000, "US$1.0M"],
    [185_000_000, "US$185.0M"],
    [999_999_999, "US$1.0B"],
    [1_000_000_000, "US$1.0B"],
    [8_500_000_000, "US$8.5B"],
  ])("formats %d as %s", (value, text) => {
    expect(formatRevenue(value)).toBe(text);
  });
});

describe("formatCount", () => {
  it("groups thousands", () => {
    expect(formatCount(1200000)).toBe("1,200,000");
  });
});

describe("formatCompact", () => {
  it("shortens large counts", () => {
    expect(formatCompact(1_200_000)).toBe("1.2M");
    expect(formatCompact(850)).toBe("850");
  });
});
