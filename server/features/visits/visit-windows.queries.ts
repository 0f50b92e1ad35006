import { and, asc, gte, lt } from "drizzle-orm";
import { visitSlots, visitWindows } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant, isoBrisbane } from "@shared/calendar/brisbane-time";
import type { OpenWindow, VisitWindowPattern } from "@shared/visits/visit-api";
import type { AppDb } from "../../db/client";
import { daysOffBetween } from "./days-off.queries";
import { type BookingRules, type DatedWindow, type PatternWindow, patternWindows, windowRefusal, type WindowRefusal } from "./visit-rules";

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
  return patternWindows(pattern, fromDay, days, { daysOff: closedDays, bookedAt });
}

const view = (window: PatternWindow): OpenWindow => ({ start: isoBrisbane(window.start), end: isoBrisbane(window.end), free: window.free });

/** The windows open to booking under the rules now, with a place free; soonest first. */
export async function openWindows(db: AppDb, rules: BookingRules, now = new Date()): Promise<OpenWindow[]> {
  return (await windowsOfDays(db, brisbaneDay(now), rules.daysAhead + 1))
    .filter((window) => !windowRefusal(window, rules, now) && window.free > 0)
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
  return windowRefusal(window, rules, now) ?? { start: window.start, end: window.end, capacity: window.capacity };
}
