import { desc, eq } from "drizzle-orm";
import { pushDeliveries } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The alerts a lead set off on staff phones, newest first: which device, how it went, and how long it took. */
export function pushesOfLead(db: AppDb, id: number) {
  return db
    .select({
      alert: pushDeliveries.alert,
      deviceName: pushDeliveries.deviceName,
      state: pushDeliveries.state,
      pushedAt: pushDeliveries.pushedAt,
      latencyMs: pushDeliveries.latencyMs,
    })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.leadId, id))
    .orderBy(desc(pushDeliveries.id))
    .limit(20);
}
