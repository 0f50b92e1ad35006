import { and, asc, gte, lt } from "drizzle-orm";
import { visitSlots, visitWindows } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant, isoBrisbane, isoWeekday } from "@shared/calendar/brisbane-time";
import { BOOKING_DAYS_AHEAD, MIN_NOTICE_HOURS, type OpenWindow, type VisitWindowPattern } from "@shared/visits/visit-api";
import type { AppDb } from "../../db/client";
import { daysOffBetween } from "./days-off.queries";
import { publicHolidayAt } from "@shared/calendar/public-holidays";
import { HOUR_MS } from "@shared/calendar/durations";

export async function listPattern(db: AppDb): Promise<VisitWindowPattern[]> {
  return db
    .select({
      id: visitWindows.id,
      weekday: visitWindows.weekday,
      startMinute: visitWindows.startMinute,
      endMinute: visitWindows.endMinute,
      capacity: visitWindows.capacity,
    })
    .from(visitWindows)
    .orderBy(asc(visitWindows.weekday), asc(visitWindows.startMinute));
}

/** The weekly pattern, replaced whole (the /admin editor saves it in one go). Visits already booked stay. */
export async function replacePattern(tx: AppDb, windows: readonly VisitWindowPattern[]): Promise<void> {
  await tx.delete(visitWindows);
  if (windows.length)
    await tx
      .insert(visitWindows)
      .values(windows.map(({ weekday, startMinute, endMinute, capacity }) => ({ weekday, startMinute, endMinute, capacity })));
}

/** A window of the pattern on a given day, as the instants it spans. */
export interface DatedWindow {
  start: Date;
  end: Date;
  capacity: number;
}

/** Why a window cannot be booked, in the homeowner's words. */
export type WindowRefusal = "not-a-window" | "too-soon" | "too-far" | "day-off" | "public-holiday" | "full";

/** How soon and how far ahead a booking may be: one set of rules for what is offered and what is accepted. */
export interface BookingRules {
  minNoticeHours: number;
  daysAhead: number;
}

/** A homeowner books online: the next 14 days, at least 12 hours ahead (the crew plans the day before). */
export const HOMEOWNER_BOOKING: BookingRules = { minNoticeHours: MIN_NOTICE_HOURS, daysAhead: BOOKING_DAYS_AHEAD };
/** Staff book for a homeowner who rang: any window still to come in the same 14 days, however soon. */
export const STAFF_BOOKING: BookingRules = { minNoticeHours: 0, daysAhead: BOOKING_DAYS_AHEAD };

interface PatternWindow extends DatedWindow {
  free: number;
  closed?: "day-off" | "public-holiday";
}

/** Every window of the pattern from `fromDay` for `days` days, each with its free places and why it is closed, if it is. */
async function windowsOfDays(db: AppDb, fromDay: string, days: number): Promise<PatternWindow[]> {
  const toDay = addDays(fromDay, days);
  const [pattern, closedDays, slots] = await Promise.all([
    listPattern(db),
    daysOffBetween(db, fromDay, toDay),
    db
      .select()
      .from(visitSlots)
      .where(and(gte(visitSlots.windowStart, brisbaneInstant(fromDay, 0)), lt(visitSlots.windowStart, brisbaneInstant(toDay, 0)))),
  ]);
  const bookedAt = new Map(slots.map((slot) => [slot.windowStart.getTime(), slot.booked]));
  const windows: PatternWindow[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(fromDay, i);
    for (const window of pattern.filter((w) => w.weekday === isoWeekday(day))) {
      const start = brisbaneInstant(day, window.startMinute);
      const closed = closedDays.has(day) ? "day-off" : publicHolidayAt(start) ? "public-holiday" : undefined;
      windows.push({
        start,
        end: brisbaneInstant(day, window.endMinute),
        capacity: window.capacity,
        free: window.capacity - (bookedAt.get(start.getTime()) ?? 0),
        ...(closed ? { closed } : {}),
      });
    }
  }
  return windows;
}

/** Why the rules refuse a window now, whatever its free places; undefined when they allow it. */
function refusalOf(window: PatternWindow, rules: BookingRules, now: Date): WindowRefusal | undefined {
  if (window.closed) return window.closed;
  if (window.start.getTime() < now.getTime() + rules.minNoticeHours * HOUR_MS) return "too-soon";
  if (window.start.getTime() >= now.getTime() + rules.daysAhead * 24 * HOUR_MS) return "too-far";
  return undefined;
}

const view = (window: PatternWindow): OpenWindow => ({ start: isoBrisbane(window.start), end: isoBrisbane(window.end), free: window.free });

/** The windows open to booking under the rules now, with a place free; soonest first. */
export async function openWindows(db: AppDb, rules: BookingRules, now = new Date()): Promise<OpenWindow[]> {
  return (await windowsOfDays(db, brisbaneDay(now), rules.daysAhead + 1))
    .filter((window) => !refusalOf(window, rules, now) && window.free > 0)
    .map(view);
}

/**
 * The window starting at `start`, if the pattern has one then and the rules allow it now: exactly the windows
 * openWindows offers (its free places are checked again when it is taken, in the database).
 */
export async function windowStartingAt(
  db: AppDb,
  start: Date,
  rules: BookingRules,
  now = new Date(),
): Promise<DatedWindow | WindowRefusal> {
  const window = (await windowsOfDays(db, brisbaneDay(start), 1)).find((w) => w.start.getTime() === start.getTime());
  if (!window) return "not-a-window";
  return refusalOf(window, rules, now) ?? { start: window.start, end: window.end, capacity: window.capacity };
}
