import { createHash } from "node:crypto";
import { and, lt, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import { estimateShownDays, estimateShownVisitors } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";

/** A visitor as the count knows them: their address (an IPv6 by its /56) hashed, so no address is kept. */
const visitorOf = (address: string) =>
  createHash("sha256")
    .update(`estimate-shown:${ipKeyGenerator(address)}`)
    .digest("base64url")
    .slice(0, 22);

/**
 * One more estimate shown today (Brisbane), at most once per visitor address a day: one row per day, counted in
 * place by every process, so a script reloading the page cannot inflate the owner's figure. Yesterday's visitors
 * are forgotten as today's are counted.
 */
export async function countEstimateShown(db: AppDb, visitorAddress: string, now: Date = new Date()): Promise<void> {
  const day = brisbaneDay(now);
  await inTransaction(db, async (tx) => {
    const [first] = await tx
      .insert(estimateShownVisitors)
      .values({ day, visitor: visitorOf(visitorAddress) })
      .onConflictDoNothing()
      .returning({ day: estimateShownVisitors.day });
    if (!first) return;
    await tx
      .insert(estimateShownDays)
      .values({ day, shown: 1 })
      .onConflictDoUpdate({ target: estimateShownDays.day, set: { shown: sql`${estimateShownDays.shown} + 1` } });
    await tx.delete(estimateShownVisitors).where(and(lt(estimateShownVisitors.day, addDays(day, -1))));
  });
}
