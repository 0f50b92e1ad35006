import { sql } from "drizzle-orm";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { estimateShownDays } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** One more estimate shown today (Brisbane): one row per day, counted in place by every process. */
export async function countEstimateShown(db: AppDb, now: Date = new Date()): Promise<void> {
  await db
    .insert(estimateShownDays)
    .values({ day: brisbaneDay(now), shown: 1 })
    .onConflictDoUpdate({ target: estimateShownDays.day, set: { shown: sql`${estimateShownDays.shown} + 1` } });
}
