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

/** Whether a Brisbane day is a Queensland public holiday for the whole day (Christmas Eve, from 6 pm only, is not). */
export function isPublicHoliday(day: string): boolean {
  const found = queensland.isHoliday(new Date(`${day}T12:00:00+10:00`));
  return Boolean(
    found && found.some((holiday) => holiday.type === "public" && holiday.start.getTime() <= new Date(`${day}T00:00:00+10:00`).getTime()),
  );
}
