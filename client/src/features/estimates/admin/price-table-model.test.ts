import { describe, expect, it } from "vitest";
import { STARTING_PRICE_TABLE } from "@shared/estimates/price-table";
import { centsOf, dollarsOf, formFieldOf, formOf, priceFormSchema, tableOf } from "./price-table-model";

describe("the price table as the Owner edits it", () => {
  it("turns dollars into cents exactly, and back", () => {
    expect([centsOf("450"), centsOf("450.5"), centsOf("450.05"), centsOf("0.1"), centsOf("1234567.89")]).toEqual([
      45_000, 45_050, 45_005, 10, 123_456_789,
    ]);
    expect([dollarsOf(45_000), dollarsOf(45_050), dollarsOf(5)]).toEqual(["450", "450.50", "0.05"]);
  });

  it("gives back the same table it was given", () => {
    expect(tableOf(formOf(STARTING_PRICE_TABLE))).toEqual(STARTING_PRICE_TABLE);
  });

  it("asks for dollars, and a low no higher than its high", () => {
    const form = formOf(STARTING_PRICE_TABLE);
    form.rates["wall_timber-sleeper"] = { low: "500", high: "400" };
    form.rates["extra_singleGate"] = { low: "45o", high: "750" };
    const result = priceFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      "rates.wall_timber-sleeper.low": "The low is above the high",
      "rates.extra_singleGate.low": "Enter dollars, e.g. 450 or 450.50",
    });
  });

  it("puts a server's field error back on its field", () => {
    expect(formFieldOf("fences.colorbond.1.8.low")).toBe("rates.fence_colorbond_18.low");
    expect(formFieldOf("walls.concrete-sleeper.high")).toBe("rates.wall_concrete-sleeper.high");
    expect(formFieldOf("extras.noExcavatorPercent")).toBe("noExcavatorPercent");
    expect(formFieldOf("extras.approval.low")).toBe("rates.extra_approval.low");
    expect(formFieldOf("nonsense")).toBeUndefined();
  });
});
