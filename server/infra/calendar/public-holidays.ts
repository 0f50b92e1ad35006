import Holidays from "date-holidays";

/*
 * Queensland's public holidays, from the date-holidays package (maintained, with the state's substitute days
 * and part-day holidays such as Christmas Eve from 6 pm). Regional show days (Brisbane's Ekka) are not
 * statewide: the office adds those as days off.
 */
const queensland = new Holidays("AU", "QLD", { types: ["public"], timezone: "Australia/Brisbane" });

/** The public holiday an instant falls in (a visit window starting then is closed), or undefined. */
export function publicHolidayAt(instant: Date): string | undefined {
  const found = queensland.isHoliday(instant);
  return found ? found.find((holiday) => holiday.type === "public")?.name : undefined;
}
