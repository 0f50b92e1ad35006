import { and, asc, gte, lt } from "drizzle-orm";
import type { ClosedDay } from "@shared/calendar/working-days";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { daysOff } from "@shared/schema";
import type { AppDb } from "../../db/client";

/*
 * The business's days off, kept with the site visits' calendar (staff add them beside the visit windows) and read
 * only here: no visit is offered on one, and no crew is booked on one.
 */

/** The days off from `fromDay` on, with their notes, in day order (what staff edit). */
export async function listDaysOff(db: AppDb, fromDay: string) {
  return db.select().from(daysOff).where(gte(daysOff.day, fromDay)).orderBy(asc(daysOff.day));
}

/** The days off from `fromDay`, up to (not including) `toDay` when given. */
export async function daysOffBetween(db: AppDb, fromDay: string, toDay?: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: daysOff.day })
    .from(daysOff)
    .where(toDay ? and(gte(daysOff.day, fromDay), lt(daysOff.day, toDay)) : gte(daysOff.day, fromDay));
  return new Set(rows.map((row) => row.day));
}

/**
 * The days no crew works from `fromDay` on: Queensland's public holidays and the business's days off. Weekends are
 * the working-day rule's own (shared/calendar/working-days.ts).
 */
export async function closedDays(db: AppDb, fromDay: string): Promise<ClosedDay> {
  const off = await daysOffBetween(db, fromDay);
  return (day) => off.has(day) || isPublicHoliday(day);
}
