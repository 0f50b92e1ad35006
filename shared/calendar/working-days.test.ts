import { describe, expect, it } from "vitest";
import { linkExpired } from "./brisbane-time";
import { DAY_MS } from "./durations";
import { isPublicHoliday } from "./public-holidays";
import { addWorkingDays, type ClosedDay, isWorkingDay, workingDayFrom, workingDaysFrom } from "./working-days";

/** A crew's calendar: Queensland's public holidays and the business's days off. */
const withDaysOff =
  (...daysOff: string[]): ClosedDay =>
  (day) =>
    daysOff.includes(day) || isPublicHoliday(day);

describe("working days (weekdays, Queensland's public holidays, the business's days off)", () => {
  it("skip the weekend: 5 working days after Wednesday 25 November 2026 is Wednesday 2 December", () => {
    expect(addWorkingDays("2026-11-25", 5, isPublicHoliday)).toBe("2026-12-02");
    expect(addWorkingDays("2026-11-27", 1, isPublicHoliday)).toBe("2026-11-30");
  });

  it("skip Easter 2026: 5 working days after Wednesday 1 April (Good Friday 3, Easter Monday 6) is Friday 10 April", () => {
    expect(["2026-04-02", "2026-04-03", "2026-04-06", "2026-04-07"].map((day) => isWorkingDay(day, isPublicHoliday))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(addWorkingDays("2026-04-01", 5, isPublicHoliday)).toBe("2026-04-10");
  });

  it("skip Easter 2027: a three-day booking from Thursday 25 March runs to Tuesday 30 and Wednesday 31 March", () => {
    expect(workingDaysFrom("2027-03-25", 3, isPublicHoliday)).toEqual(["2027-03-25", "2027-03-30", "2027-03-31"]);
    expect(addWorkingDays("2027-03-25", 2, isPublicHoliday)).toBe("2027-03-31");
  });

  it("skip Labour Day: Monday 3 May 2027 is Queensland's, so a booking from Friday 30 April goes on the Tuesday", () => {
    expect(isPublicHoliday("2027-05-03")).toBe(true);
    expect(workingDaysFrom("2027-04-30", 2, isPublicHoliday)).toEqual(["2027-04-30", "2027-05-04"]);
  });

  it("count Christmas Eve (a holiday from 6 pm only) but not Christmas, Boxing Day's substitute or New Year's Day", () => {
    expect(["2026-12-24", "2026-12-25", "2026-12-28", "2026-12-29", "2027-01-01"].map((day) => isWorkingDay(day, isPublicHoliday))).toEqual(
      [true, false, false, true, false],
    );
    expect(addWorkingDays("2026-12-23", 3, isPublicHoliday)).toBe("2026-12-30");
  });

  it("skip the business's day off, which the law's business days (cooling-off, follow-ups) do not", () => {
    expect(workingDaysFrom("2026-12-08", 3, withDaysOff("2026-12-09"))).toEqual(["2026-12-08", "2026-12-10", "2026-12-11"]);
    expect(addWorkingDays("2026-12-08", 1, isPublicHoliday)).toBe("2026-12-09");
    expect(addWorkingDays("2026-12-08", 1, withDaysOff("2026-12-09"))).toBe("2026-12-10");
  });

  it("start from the next working day: a Saturday's is the Monday", () => {
    expect(workingDayFrom("2026-12-05", isPublicHoliday)).toBe("2026-12-07");
    expect(workingDaysFrom("2026-12-03", 3, isPublicHoliday)).toEqual(["2026-12-03", "2026-12-04", "2026-12-07"]);
  });
});

describe("a homeowner's link", () => {
  const closed = new Date("2026-01-01T00:00:00Z");
  it("works for its days after its purpose ended, and stops the moment after", () => {
    expect(linkExpired(closed, 90, new Date(closed.getTime() + 90 * DAY_MS))).toBe(false);
    expect(linkExpired(closed, 90, new Date(closed.getTime() + 90 * DAY_MS + 1))).toBe(true);
  });
  it("never expires while its purpose goes on", () => {
    expect(linkExpired(null, 90, new Date("2099-01-01T00:00:00Z"))).toBe(false);
  });
});
