import { Router } from "express";
import { z } from "zod";
import { materialPricesSchema, type MaterialPrices, type TakeoffAnswer } from "@shared/costs/costs-api";
import { takeoff } from "@shared/costs/takeoff";
import { takeoffRulesSchema, type TakeoffRules } from "@shared/costs/takeoff-rules";
import { workRunsSchema } from "@shared/costs/work-runs";
import { takeoffRuleTables } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { audited } from "../../../infra/audit/audit-log";
import { actorOf } from "../../../middleware/audit-actor";
import { requireOwner } from "../../../middleware/require-owner";
import { requireStaff } from "../../../middleware/require-staff";
import { parseBody } from "../../../middleware/validate";
import { currentTakeoffRules, materialPriceList, saveMaterialPrices } from "./takeoff-settings";

const takeoffRequestSchema = z.object({ runs: workRunsSchema.min(1, "Add at least one run") });

/**
 * The take-off's rule table and the material prices (the Owner's, audited), and the take-off of any runs (staff: the
 * quote editor shows what a quote's runs need as it is written).
 */
export function takeoffRouter(db: AppDb): Router {
  const router = Router();

  router.get("/takeoff-rules", requireOwner, async (_req, res) => {
    res.set("Cache-Control", "no-store").json((await currentTakeoffRules(db)) satisfies TakeoffRules);
  });

  router.put("/takeoff-rules", requireOwner, async (req, res) => {
    const rules = parseBody(req, takeoffRulesSchema);
    const before = await currentTakeoffRules(db);
    await audited(db, actorOf(req), async (tx, audit) => {
      const [saved] = await tx
        .insert(takeoffRuleTables)
        .values({ rules, createdBy: req.user!.username })
        .returning({ id: takeoffRuleTables.id });
      await audit({
        action: "settings.takeoff-rules",
        targetType: "takeoff-rules",
        targetId: saved!.id,
        summary: `Take-off rules saved as version ${saved!.id}`,
        before: { ...before },
        after: { ...rules },
      });
    });
    res.json(rules satisfies TakeoffRules);
  });

  router.post("/takeoff", requireStaff, async (req, res) => {
    const { runs } = parseBody(req, takeoffRequestSchema);
    res.json({ lines: takeoff(runs, await currentTakeoffRules(db)) } satisfies TakeoffAnswer);
  });

  router.get("/material-prices", requireOwner, async (_req, res) => {
    res.set("Cache-Control", "no-store").json({ prices: await materialPriceList(db) } satisfies MaterialPrices);
  });

  router.put("/material-prices", requireOwner, async (req, res) => {
    const { prices } = parseBody(req, materialPricesSchema);
    const before = await materialPriceList(db);
    await audited(db, actorOf(req), async (tx, audit) => {
      await saveMaterialPrices(tx, prices, req.user!.username);
      await audit({
        action: "settings.material-prices",
        targetType: "material-prices",
        summary: `Material prices saved: ${prices.length} item${prices.length === 1 ? "" : "s"}`,
        before: { prices: before },
        after: { prices },
      });
    });
    res.json({ prices: await materialPriceList(db) } satisfies MaterialPrices);
  });

  return router;
}
