import { and, asc, eq, gte, lt } from "drizzle-orm";
import { daysOff, visitSlots, visitWindows } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant, isoBrisbane, isoWeekday } from "@shared/visits/brisbane-time";
import { BOOKING_DAYS_AHEAD, MIN_NOTICE_HOURS, type OpenWindow, type VisitWindowPattern } from "@shared/visits/site-visits";
import type { AppDb } from "../../../db/client";
import { publicHolidayAt } from "../../../infra/calendar/public-holidays";

const HOUR_MS = 3_600_000;

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

export async function listDaysOff(db: AppDb, fromDay: string) {
  return db.select().from(daysOff).where(gte(daysOff.day, fromDay)).orderBy(asc(daysOff.day));
}

/** A window of the pattern on a given day, as the instants it spans. */
export interface DatedWindow {
  start: Date;
  end: Date;
  capacity: number;
}

/** Why a window cannot be booked, in the homeowner's words. */
export type WindowRefusal = "not-a-window" | "too-soon" | "day-off" | "public-holiday" | "full";

/**
 * Every window of the pattern from `fromDay` for `days` days, with the closed ones (days off, Queensland public
 * holidays) left out and each one's free places.
 */
async function datedWindows(db: AppDb, fromDay: string, days: number) {
  const toDay = addDays(fromDay, days);
  const [pattern, off, slots] = await Promise.all([
    listPattern(db),
    db
      .select({ day: daysOff.day })
      .from(daysOff)
      .where(and(gte(daysOff.day, fromDay), lt(daysOff.day, toDay))),
    db
      .select()
      .from(visitSlots)
      .where(and(gte(visitSlots.windowStart, brisbaneInstant(fromDay, 0)), lt(visitSlots.windowStart, brisbaneInstant(toDay, 0)))),
  ]);
  const closedDays = new Set(off.map((row) => row.day));
  const bookedAt = new Map(slots.map((slot) => [slot.windowStart.getTime(), slot.booked]));
  const windows: (DatedWindow & { free: number })[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(fromDay, i);
    if (closedDays.has(day)) continue;
    for (const window of pattern.filter((w) => w.weekday === isoWeekday(day))) {
      const start = brisbaneInstant(day, window.startMinute);
      if (publicHolidayAt(start)) continue;
      windows.push({
        start,
        end: brisbaneInstant(day, window.endMinute),
        capacity: window.capacity,
        free: window.capacity - (bookedAt.get(start.getTime()) ?? 0),
      });
    }
  }
  return windows;
}

/** The windows a homeowner can book now: the next 14 days, at least 12 hours away, with a place free; soonest first. */
export async function openWindows(db: AppDb, now = new Date()): Promise<OpenWindow[]> {
  const earliest = now.getTime() + MIN_NOTICE_HOURS * HOUR_MS;
  return (await datedWindows(db, brisbaneDay(now), BOOKING_DAYS_AHEAD + 1))
    .filter(
      (window) =>
        window.start.getTime() >= earliest && window.free > 0 && window.start.getTime() < now.getTime() + BOOKING_DAYS_AHEAD * 24 * HOUR_MS,
    )
    .map((window) => ({ start: isoBrisbane(window.start), end: isoBrisbane(window.end), free: window.free }));
}

/**
 * The window starting at `start`, if the pattern has one then and it is open (not closed, not too soon for a
 * homeowner). Staff may book any future window of the pattern, however soon. Its free places are checked when
 * it is taken, in the database.
 */
export async function windowStartingAt(
  db: AppDb,
  start: Date,
  { minNoticeHours }: { minNoticeHours: number },
  now = new Date(),
): Promise<DatedWindow | WindowRefusal> {
  const day = brisbaneDay(start);
  const pattern = await listPattern(db);
  const window = pattern.find((w) => w.weekday === isoWeekday(day) && brisbaneInstant(day, w.startMinute).getTime() === start.getTime());
  if (!window) return "not-a-window";
  if (start.getTime() < now.getTime() + minNoticeHours * HOUR_MS) return "too-soon";
  const [off] = await db.select().from(daysOff).where(eq(daysOff.day, day));
  if (off) return "day-off";
  if (publicHolidayAt(start)) return "public-holiday";
  return { start, end: brisbaneInstant(day, window.endMinute), capacity: window.capacity };
}
