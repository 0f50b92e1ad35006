import { Router } from "express";
import type { MessageAnswer, SignedInDevice } from "@shared/auth/account-api";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { UAParser } from "ua-parser-js";
import type { Database } from "../../db/client";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireSignedIn } from "../../middleware/require-staff";
import { endOtherSessions } from "../../session";

interface SessionRow {
  sid: string;
  sess: { signedInAt?: number; device?: { userAgent?: string } };
  expire: Date | string;
}

const describe = (userAgent: string | undefined) => {
  if (!userAgent) return "Unknown browser";
  const { browser, os, device } = UAParser(userAgent);
  const name = [browser.name, browser.major].filter(Boolean).join(" ") || "Unknown browser";
  const on = [device.vendor ?? device.model, os.name].filter(Boolean).join(" ");
  return on ? `${name} on ${on}` : name;
};

/** Each staff member's signed-in devices, and signing out all but this one. */
export function sessionsRouter({ db }: Database, idleMs: number): Router {
  const router = Router();

  router.get("/auth/sessions", requireSignedIn, async (req, res) => {
    const result = await db.execute(
      sql`select sid, sess, expire from session where (sess -> 'passport' ->> 'user') = ${String(req.user!.id)} and expire > now() order by expire desc`,
    );
    const rows = (result as unknown as { rows: SessionRow[] }).rows;
    const devices: SignedInDevice[] = rows.map((row) => ({
      id: createHash("sha256").update(row.sid).digest("hex").slice(0, 16),
      browser: describe(row.sess.device?.userAgent),
      signedInAt: row.sess.signedInAt ? new Date(row.sess.signedInAt).toISOString() : null,
      lastActiveAt: new Date(new Date(row.expire).getTime() - idleMs).toISOString(),
      current: row.sid === req.sessionID,
    }));
    res.set("Cache-Control", "no-store").json(devices);
  });

  router.delete("/auth/sessions/others", requireSignedIn, async (req, res) => {
    const user = req.user!;
    await audited(db, actorOf(req), async (tx, audit) => {
      await endOtherSessions(tx, user.id, req.sessionID);
      await audit({
        action: "auth.sessions-ended",
        targetType: "account",
        targetId: user.id,
        summary: `${user.username} signed out their other devices`,
      });
    });
    res.json({ message: "Every other device is signed out" } satisfies MessageAnswer);
  });

  return router;
}
