import { type RequestHandler, Router } from "express";
import { golfSettingsSchema } from "@shared/golf/settings-validation";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import { requireOwner } from "../../middleware/require-owner";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { addRates } from "./golf-prices.queries";
import { readGolfSettings, writeStoredSettings } from "./golf-settings.queries";
import { evaluateWatches } from "./golf-watches";

/** GET is public (every visitor sees which rate a figure used); PUT is a setting, so an Owner's. */
export function golfSettingsRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();
  router.get("/golf/settings", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await readGolfSettings(db));
  });
  router.put("/golf/settings", requireOwner, writeLimiter, async (req, res) => {
    const input = parseBody(req, golfSettingsSchema);
    const saved = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await readGolfSettings(tx);
      await writeStoredSettings(tx, input);
      // the rate set here joins the rate history on its day, and the watches look again
      const rate = input.exchangeRate;
      await addRates(tx, [{ date: rate.takenOn, usdPerAud: rate.value, source: rate.source }]);
      const after = await readGolfSettings(tx);
      await evaluateWatches(tx);
      await audit({ action: "golf.settings", targetType: "golf-settings", summary: "Changed the golf settings", before, after });
      return after;
    });
    res.json(saved);
  });
  return router;
}
