import { describe, expect, it } from "vitest";
import { addWorkingDays, workingDayFrom, workingDaysFrom } from "./working-days";

// Queensland's Easter 2027: Good Friday 26 March, Easter Monday 29 March (the weekend between is closed anyway)
const EASTER_2027 = new Set(["2027-03-26", "2027-03-27", "2027-03-28", "2027-03-29"]);
const closedOn =
  (...sets: ReadonlySet<string>[]) =>
  (day: string) =>
    sets.some((set) => set.has(day));

describe("working days", () => {
  it("a three-day booking from a Thursday runs over the weekend to Monday", () => {
    expect(workingDaysFrom("2026-12-03", 3, () => false)).toEqual(["2026-12-03", "2026-12-04", "2026-12-07"]);
  });

  it("a three-day booking from the Thursday before Easter skips Good Friday to Easter Monday", () => {
    expect(workingDaysFrom("2027-03-25", 3, closedOn(EASTER_2027))).toEqual(["2027-03-25", "2027-03-30", "2027-03-31"]);
  });

  it("a three-day booking skips the business's day off", () => {
    const dayOff = new Set(["2026-12-09"]);
    expect(workingDaysFrom("2026-12-08", 3, closedOn(dayOff))).toEqual(["2026-12-08", "2026-12-10", "2026-12-11"]);
  });

  it("two working days after a Thursday is the Monday, and after Thursday 25 March 2027 it is Wednesday 31 March", () => {
    expect(addWorkingDays("2026-12-03", 2, () => false)).toBe("2026-12-07");
    expect(addWorkingDays("2027-03-25", 2, closedOn(EASTER_2027))).toBe("2027-03-31");
  });

  it("the first working day from a Saturday is the Monday", () => {
    expect(workingDayFrom("2026-12-05", () => false)).toBe("2026-12-07");
  });
});
