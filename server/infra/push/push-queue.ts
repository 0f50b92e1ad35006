import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { OWNER_NOTICE, type PushAlert, type PushAlertSubject, type PushKind } from "@shared/push/push-alerts";
import { ownerNoticeMarks, pushAlertChoices, pushSubscriptions, users } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../tasks/queue";

export const PUSH_TASK = "push-alert";

export interface PushTaskPayload extends Record<string, unknown> {
  subscriptionId: number;
  alert: PushKind;
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

export interface OwnerNotice {
  title: string;
  body: string;
  /** a path in /admin */
  url: string;
}

/**
 * Queues a notice to every device of every active Owner, in the transaction of its cause. With `oncePerHour`, a
 * notice of that key goes at most once in any hour (the mark is taken in the same transaction): while the texts'
 * cap holds, the Owner hears of it once, not once per text. Answers whether it was queued.
 */
export async function enqueueOwnerNotice(
  tx: AppDb,
  notice: OwnerNotice,
  options: { oncePerHour?: string; /** the office (Owners and Staff) instead of the Owners alone */ office?: boolean } = {},
): Promise<boolean> {
  if (options.oncePerHour) {
    const [fresh] = await tx
      .insert(ownerNoticeMarks)
      .values({ key: options.oncePerHour })
      .onConflictDoUpdate({
        target: ownerNoticeMarks.key,
        set: { sentAt: sql`now()` },
        setWhere: sql`${ownerNoticeMarks.sentAt} <= now() - interval '1 hour'`,
      })
      .returning({ key: ownerNoticeMarks.key });
    if (!fresh) return false;
  }
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(isNull(users.disabledAt), options.office ? inArray(users.role, ["owner", "staff"]) : eq(users.role, "owner")));
  const subject: PushAlertSubject = { type: "notice", ...notice };
  for (const device of devices) {
    const payload: PushTaskPayload = { subscriptionId: device.id, alert: OWNER_NOTICE, subject, eventAt: new Date().toISOString() };
    await enqueueTask(tx, { type: PUSH_TASK, payload });
  }
  return true;
}
