import { addDays, isoWeekday } from "./brisbane-time";

/** Whether a crew works a Brisbane day: `closed` says which weekdays are holidays or the business's days off. */
export type ClosedDay = (day: string) => boolean;

export const isWorkingDay = (day: string, closed: ClosedDay) => isoWeekday(day) <= 5 && !closed(day);

/** The first working day on or after `day`. */
export function workingDayFrom(day: string, closed: ClosedDay): string {
  let current = day;
  while (!isWorkingDay(current, closed)) current = addDays(current, 1);
  return current;
}

/** `count` consecutive working days from `start` (a working day), skipping weekends, holidays and days off. */
export function workingDaysFrom(start: string, count: number, closed: ClosedDay): string[] {
  const days: string[] = [];
  for (let current = start; days.length < count; current = addDays(current, 1)) {
    if (isWorkingDay(current, closed)) days.push(current);
  }
  return days;
}

/** The working day `count` working days after `day` (the day itself not counted). */
export function addWorkingDays(day: string, count: number, closed: ClosedDay): string {
  let current = day;
  for (let added = 0; added < count;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, closed)) added += 1;
  }
  return current;
}

/** How many working days lie strictly between two days (a Friday and the Tuesday after: 1, the Monday). */
export function workingDaysBetween(from: string, to: string, closed: ClosedDay): number {
  let count = 0;
  for (let current = addDays(from, 1); current < to; current = addDays(current, 1)) if (isWorkingDay(current, closed)) count += 1;
  return count;
}

/** The working day `count` working days before `day` (the day itself not counted). */
export function workingDaysBefore(day: string, count: number, closed: ClosedDay): string {
  let current = day;
  for (let gone = 0; gone < count;) {
    current = addDays(current, -1);
    if (isWorkingDay(current, closed)) gone += 1;
  }
  return current;
}
