import { and, desc, eq } from "drizzle-orm";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { pushDeliveries } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The alerts a lead set off on staff phones, newest first: which device, how it went, and how long it took. */
export function pushesOfLead(db: AppDb, kind: LeadKind, id: number) {
  return db
    .select({
      alert: pushDeliveries.alert,
      deviceName: pushDeliveries.deviceName,
      state: pushDeliveries.state,
      pushedAt: pushDeliveries.pushedAt,
      latencyMs: pushDeliveries.latencyMs,
    })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.leadKind, kind), eq(pushDeliveries.leadId, id)))
    .orderBy(desc(pushDeliveries.id))
    .limit(20);
}
