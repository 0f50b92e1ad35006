import { addDays, isoWeekday } from "@shared/calendar/brisbane-time";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of a day's week. */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/** The week a ?week=YYYY-MM-DD names (any day of it), else this week. */
export function weekFrom(param: string | null, today: string): string {
  const valid = param && DAY.test(param) && !Number.isNaN(Date.parse(`${param}T00:00:00Z`)) ? param : today;
  return mondayOf(valid);
}

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

const short = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
/** "Mon 7 Dec" */
export const shortDay = (day: string) => short.format(new Date(`${day}T00:00:00Z`));
