import { z } from "zod";
import { PUSH_ALERT_VALUES } from "./push-alerts";

const base64url = z
  .string({ error: "Expected the browser's key" })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Expected a base64url key")
  .max(200, "That key is too long");

/** POST /api/push/subscriptions: the browser's PushSubscription JSON, and the name the staff member gives the device. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: "Expected the push endpoint" })
    .max(1_000, "That endpoint is too long")
    .pipe(z.url({ error: "Expected the push endpoint's address" })),
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: "Expected the subscription's keys" }),
  deviceName: z
    .string()
    .transform((name) =>
      name
        .replace(/[\p{Cc}\p{Cf}]/gu, "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 80),
    )
    .optional(),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1_000) });

/** PUT /api/push/alerts: the alerts this staff member wants, on every device of theirs. */
export const pushAlertsSchema = z.object({
  alerts: z.array(z.enum(PUSH_ALERT_VALUES, "Choose alerts from the list")).max(PUSH_ALERT_VALUES.length),
});
