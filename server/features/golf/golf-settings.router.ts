import { type RequestHandler, Router } from "express";
import { golfSettingsSchema } from "@shared/validation/golf-settings";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { readGolfSettings, writeGolfSettings } from "./golf-settings.queries";

/** GET is public (every visitor sees which rate a figure used); PUT is staff-only. */
export function golfSettingsRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();
  router.get("/golf/settings", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await readGolfSettings(db));
  });
  router.put("/golf/settings", requireStaff, writeLimiter, async (req, res) => {
    res.json(await writeGolfSettings(db, parseBody(req, golfSettingsSchema)));
  });
  return router;
}
