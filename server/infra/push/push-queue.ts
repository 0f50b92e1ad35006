import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { PushAlert, PushAlertSubject } from "@shared/push/push-alerts";
import { pushAlertChoices, pushSubscriptions, users } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../tasks/queue";

export const PUSH_TASK = "push-alert";

export interface PushTaskPayload extends Record<string, unknown> {
  subscriptionId: number;
  alert: PushAlert;
  subject: PushAlertSubject;
  /** when the event happened: the latency is measured from here */
  eventAt: string;
}

/**
 * Queues an alert to every device of every active staff member who wants it, in the transaction of the event:
 * the event and its alerts are stored together or not at all, and the request that caused it never waits for a
 * push service. The message itself is written when it is sent, from the ids (the queue holds no personal details).
 */
export async function enqueuePushAlert(
  tx: AppDb,
  alert: PushAlert,
  subject: PushAlertSubject,
  eventAt: Date = new Date(),
): Promise<number> {
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(pushAlertChoices, eq(pushAlertChoices.userId, pushSubscriptions.userId))
    .where(and(isNull(users.disabledAt), or(isNull(pushAlertChoices.userId), sql`${alert} = any(${pushAlertChoices.alerts})`)));
  for (const device of devices) {
    const payload: PushTaskPayload = { subscriptionId: device.id, alert, subject, eventAt: eventAt.toISOString() };
    await enqueueTask(tx, { type: PUSH_TASK, payload });
  }
  return devices.length;
}
