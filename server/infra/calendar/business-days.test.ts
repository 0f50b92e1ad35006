import { describe, expect, it } from "vitest";
import { addBusinessDays, isBusinessDay } from "./business-days";

describe("business days in Queensland", () => {
  it("skip the weekend: 5 business days after Wednesday 25 November 2026 is Wednesday 2 December", () => {
    expect(addBusinessDays("2026-11-25", 5)).toBe("2026-12-02");
    expect(addBusinessDays("2026-11-27", 1)).toBe("2026-11-30");
  });

  it("skip Easter: 5 business days after Wednesday 1 April 2026 (Good Friday 3, Easter Monday 6) is Friday 10 April", () => {
    expect(["2026-04-02", "2026-04-03", "2026-04-06", "2026-04-07"].map(isBusinessDay)).toEqual([true, false, false, true]);
    expect(addBusinessDays("2026-04-01", 5)).toBe("2026-04-10");
  });

  it("count Christmas Eve (a holiday from 6 pm only) but not Christmas, Boxing Day's substitute or New Year's Day", () => {
    expect(["2026-12-24", "2026-12-25", "2026-12-28", "2026-12-29", "2027-01-01"].map(isBusinessDay)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(addBusinessDays("2026-12-23", 3)).toBe("2026-12-30");
  });
});
