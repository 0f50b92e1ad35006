import { addDays, isoWeekday } from "@shared/calendar/brisbane-time";
import { isPublicHoliday } from "../../../shared/calendar/public-holidays";

/** A Brisbane day that is neither a weekend nor a Queensland public holiday. */
export const isBusinessDay = (day: string) => isoWeekday(day) <= 5 && !isPublicHoliday(day);

/** The business day `count` business days after `day` (the day itself not counted): 5 after Friday is the next Friday. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let added = 0; added < count;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) added += 1;
  }
  return current;
}
