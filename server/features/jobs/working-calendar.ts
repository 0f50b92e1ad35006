import { gte } from "drizzle-orm";
import type { ClosedDay } from "@shared/calendar/working-days";
import { daysOff } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { isPublicHoliday } from "../../../shared/calendar/public-holidays";

/**
 * The days no crew works from `fromDay` on: Queensland's public holidays and the business's days off (the same
 * calendar the site visits keep). Weekends are the working-day rules' own.
 */
export async function closedDays(db: AppDb, fromDay: string): Promise<ClosedDay> {
  const off = new Set((await db.select({ day: daysOff.day }).from(daysOff).where(gte(daysOff.day, fromDay))).map((row) => row.day));
  return (day) => off.has(day) || isPublicHoliday(day);
}
