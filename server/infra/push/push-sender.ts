import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { PushMessage } from "@shared/push/push-alerts";
import { type Task, pushDeliveries, pushSubscriptions } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { Logger } from "../../logger";
import type { TaskHandler, TaskOutcome } from "../tasks/worker";
import { isAllowedPushEndpoint } from "./push-endpoints";
import { PUSH_TASK, type PushTaskPayload } from "./push-queue";
import type { VapidKeys } from "./vapid-keys";

/** Writes an alert's message from its subject, when it is sent; null when the subject is gone (nothing to send). */
export type ComposePushMessage = (payload: PushTaskPayload) => Promise<PushMessage | null>;

export interface PushSenderOptions {
  db: AppDb;
  keys: () => Promise<VapidKeys>;
  /** VAPID's contact for the push services: a mailto: or https: address */
  contact: () => Promise<string>;
  allowedOrigins: readonly string[];
  compose: ComposePushMessage;
  logger: Logger;
  /** the push services' answer may take this long */
  timeoutMs?: number;
}

class PushServiceBusy extends Error {}

/**
 * Sends one queued alert to one device: encrypted as Web Push requires (RFC 8291, by `web-push`), signed with the
 * server's VAPID keys, posted by us so only an allowed endpoint is ever called and no redirect is followed. 201: the
 * time from the event is recorded. 404/410: the device is gone and its subscription removed. 429/5xx: retried with
 * the queue's backoff. Anything else: given up.
 */
export function pushTaskHandlers(options: PushSenderOptions): Record<string, TaskHandler> {
  const { db, logger, timeoutMs = 10_000 } = options;
  const record = (
    payload: PushTaskPayload,
    device: { userId: number; deviceName: string },
    state: "pushed" | "gone" | "failed",
    pushedAt?: Date,
  ) =>
    db.insert(pushDeliveries).values({
      alert: payload.alert,
      leadId: payload.subject.type === "lead" ? payload.subject.id : null,
      reviewId: payload.subject.type === "review" ? payload.subject.id : null,
      userId: device.userId,
      deviceName: device.deviceName,
      eventAt: new Date(payload.eventAt),
      pushedAt: pushedAt ?? null,
      latencyMs: pushedAt ? Math.max(0, pushedAt.getTime() - Date.parse(payload.eventAt)) : null,
      state,
    });

  const handler: TaskHandler = {
    async run(task: Task): Promise<TaskOutcome> {
      const payload = task.payload as PushTaskPayload;
      const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, payload.subscriptionId));
      if (!device) return "done"; // turned off since
      if (!isAllowedPushEndpoint(device.endpoint, options.allowedOrigins)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        return { giveUp: "the endpoint is not on an allowed push service" };
      }
      const message = await options.compose(payload);
      if (!message) return "done";
      const keys = await options.keys();
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: await options.contact(), publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          urgency: "high",
          contentEncoding: "aes128gcm",
        },
      );
      let status: number;
      try {
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = answer.status;
        await answer.body?.cancel();
      } catch (err) {
        throw new PushServiceBusy(`the push service did not answer: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (status >= 200 && status < 300) {
        const pushedAt = new Date();
        await record(payload, device, "pushed", pushedAt);
        await db
          .update(pushSubscriptions)
          .set({ lastPushedAt: sql`now()` })
          .where(eq(pushSubscriptions.id, device.id));
        logger.info(
          { taskId: task.id, alert: payload.alert, latencyMs: pushedAt.getTime() - Date.parse(payload.eventAt) },
          "push alert sent",
        );
        return "done";
      }
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        await record(payload, device, "gone");
        logger.info({ taskId: task.id, status }, "push subscription gone; removed");
        return "done";
      }
      if (status === 429 || status >= 500) throw new PushServiceBusy(`the push service answered ${status}`);
      await record(payload, device, "failed");
      return { giveUp: `the push service refused the message (${status})` };
    },
  };
  return { [PUSH_TASK]: handler };
}
