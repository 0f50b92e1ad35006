import { and, eq } from "drizzle-orm";
import type { PushAlertChoice, PushDeviceAdded, PushSettings, VapidPublicKey } from "@shared/push/push-api";
import { Router } from "express";
import { PUSH_ALERT_VALUES, type PushAlert } from "@shared/push/push-alerts";
import { pushAlertChoices, pushSubscriptions } from "@shared/schema";
import { pushAlertsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "@shared/push/push-validation";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { isAllowedPushEndpoint } from "../../infra/push/push-endpoints";
import type { VapidKeys } from "../../infra/push/vapid-keys";
import { requireStaff } from "../../middleware/require-staff";
import { parseBody } from "../../middleware/validate";

const ANOTHER_ACCOUNTS_DEVICE =
  "Another staff account has alerts on for this device. Sign that account out on this device first, then turn alerts on.";

/** A device name from the browser when the staff member gave none: "Chrome on Android". */
function deviceNameOf(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const system = /iPhone|iPad/.test(ua)
    ? "iPhone"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X/.test(ua)
        ? "Mac"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "a device";
  return `${browser} on ${system}`;
}

async function alertsOf(db: AppDb, userId: number): Promise<PushAlert[]> {
  const [choice] = await db.select().from(pushAlertChoices).where(eq(pushAlertChoices.userId, userId));
  return choice?.alerts ?? [...PUSH_ALERT_VALUES];
}

/**
 * Alerts on this device: the server's public VAPID key, a staff member's push subscriptions (one per device, kept
 * against their account) and the alerts they choose. An endpoint that is not on a known push service (or an origin
 * PUSH_ALLOWED_ORIGINS allows) is refused, so no subscription can make the server call an internal address.
 */
export function pushRouter(
  db: AppDb,
  { keys, allowedOrigins }: { keys: () => Promise<VapidKeys>; allowedOrigins: readonly string[] },
): Router {
  const router = Router();

  router.get("/push/vapid-public-key", requireStaff, async (_req, res) => {
    res.json({ publicKey: (await keys()).publicKey } satisfies VapidPublicKey);
  });

  router.get("/push/subscriptions", requireStaff, async (req, res) => {
    const devices = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        deviceName: pushSubscriptions.deviceName,
        createdAt: pushSubscriptions.createdAt,
        lastPushedAt: pushSubscriptions.lastPushedAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, req.user!.id))
      .orderBy(pushSubscriptions.createdAt);
    const settings: PushSettings = {
      devices: devices.map((device) => ({
        ...device,
        createdAt: device.createdAt.toISOString(),
        lastPushedAt: device.lastPushedAt?.toISOString() ?? null,
      })),
      alerts: await alertsOf(db, req.user!.id),
    };
    res.json(settings);
  });

  router.post("/push/subscriptions", requireStaff, async (req, res) => {
    const input = parseBody(req, pushSubscriptionSchema);
    if (!isAllowedPushEndpoint(input.endpoint, allowedOrigins)) {
      throw new HttpError(400, "Please check the highlighted fields", { endpoint: "This is not the address of a push service we send to" });
    }
    const values = {
      userId: req.user!.id,
      sessionId: req.sessionID,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      deviceName: input.deviceName || deviceNameOf(req.get("user-agent")),
    };
    // a device turned on again keeps one row, now this session's; a device another account still has on is not
    // taken over (it is freed when that account signs out there, or turns its alerts off)
    const [device] = await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { sessionId: values.sessionId, p256dh: values.p256dh, auth: values.auth, deviceName: values.deviceName },
        setWhere: eq(pushSubscriptions.userId, values.userId),
      })
      .returning({ id: pushSubscriptions.id, deviceName: pushSubscriptions.deviceName });
    if (!device) throw new HttpError(409, ANOTHER_ACCOUNTS_DEVICE);
    res.status(201).json(device! satisfies PushDeviceAdded);
  });

  router.delete("/push/subscriptions", requireStaff, async (req, res) => {
    const { endpoint } = parseBody(req, pushUnsubscribeSchema);
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, req.user!.id)));
    res.status(204).end();
  });

  router.put("/push/alerts", requireStaff, async (req, res) => {
    const { alerts } = parseBody(req, pushAlertsSchema);
    const chosen = [...new Set(alerts)];
    await db
      .insert(pushAlertChoices)
      .values({ userId: req.user!.id, alerts: chosen })
      .onConflictDoUpdate({ target: pushAlertChoices.userId, set: { alerts: chosen } });
    res.json({ alerts: chosen } satisfies PushAlertChoice);
  });

  return router;
}
