/**
 * Brisbane time, the business's clock: Australia/Brisbane keeps +10:00 all year (Queensland has no daylight
 * saving), so a Brisbane wall time is a fixed offset from UTC and needs no time-zone database.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./durations";

export const BRISBANE_OFFSET = "+10:00";

const OFFSET_MS = 10 * HOUR_MS;

/** Reminders (a visit's, a quote's follow-ups, an invoice's) go at 9:00 Brisbane time. */
export const REMINDER_MINUTE_OF_DAY = 9 * 60;

/** "2026-11-26": the Brisbane calendar day of an instant. */
export const brisbaneDay = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Minutes after Brisbane midnight of an instant. */
export const brisbaneMinuteOfDay = (instant: Date): number => {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
};

/** ISO weekday of a day: 1 Monday ... 7 Sunday. */
export const isoWeekday = (day: string): number => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

export const addDays = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The instant of a Brisbane wall time: a day and minutes after its midnight. */
export const brisbaneInstant = (day: string, minuteOfDay: number): Date =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + minuteOfDay * MINUTE_MS - OFFSET_MS);

/** "2026-11-26T08:00:00+10:00": an instant as the API writes it, in Brisbane time. */
export const isoBrisbane = (instant: Date): string =>
  `${new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${BRISBANE_OFFSET}`;

/** An ISO 8601 instant written with Brisbane's offset (what the booking form's slot values are), or null. */
export function parseBrisbaneIso(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+10:00$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const dayFormat = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", timeZone: "Australia/Brisbane" });
const timeFormat = new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit", timeZone: "Australia/Brisbane" });

/** "Thursday 26 November" */
export const formatVisitDay = (instant: Date): string => dayFormat.format(instant);
/** "8:00 am - 10:00 am" */
export const formatVisitTimes = (start: Date, end: Date): string => `${timeFormat.format(start)} - ${timeFormat.format(end)}`;
/** "Thursday 26 November, 8:00 am - 10:00 am" */
export const formatVisitWindow = (start: Date, end: Date): string => `${formatVisitDay(start)}, ${formatVisitTimes(start, end)}`;

/** "2026-11-26 14:05:00": an instant as a Brisbane wall-clock date and time (the layout Google Ads' files ask for). */
export const brisbaneDateTime = (instant: Date): string =>
  new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");

/**
 * Whether a homeowner's link has run its course: `days` after the moment its purpose ended (a lead closed, a job
 * completed, an invoice settled). Never while that moment is still to come (null).
 */
export const linkExpired = (since: Date | null, days: number, now = new Date()): boolean =>
  since !== null && now.getTime() - since.getTime() > days * DAY_MS;

/** "07:12": the Brisbane wall-clock time of an instant, 24-hour. */
export const brisbaneClock = (instant: Date): string => isoBrisbane(instant).slice(11, 16);
