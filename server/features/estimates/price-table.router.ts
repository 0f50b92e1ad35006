import { Router } from "express";
import type { PriceTable } from "@shared/estimates/price-table";
import { priceTableSchema } from "@shared/estimates/price-table-validation";
import type { AppDb } from "../../db/client";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody } from "../../middleware/validate";
import { currentPriceTable, savePriceTable } from "./price-table.queries";

/** The header that names the version of the table answered. */
const PRICE_TABLE_VERSION_HEADER = "Price-Table-Version";

/** The Owner's price table for the instant estimate: read it, and save a new version of it (audited). */
export function priceTableRouter(db: AppDb): Router {
  const router = Router();

  router.get("/pricing", requireOwner, async (_req, res) => {
    const { version, table } = await currentPriceTable(db);
    res
      .set(PRICE_TABLE_VERSION_HEADER, String(version))
      .set("Cache-Control", "no-store")
      .json(table satisfies PriceTable);
  });

  router.put("/pricing", requireOwner, async (req, res) => {
    const table = parseBody(req, priceTableSchema);
    const saved = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await currentPriceTable(tx);
      const next = await savePriceTable(tx, table, req.user!.username);
      await audit({
        action: "settings.pricing",
        targetType: "setting",
        targetId: "price_table",
        summary: `Price table version ${next.version} saved (was version ${before.version})`,
        before: { version: before.version, table: before.table },
        after: { version: next.version, table: next.table },
      });
      return next;
    });
    res.set(PRICE_TABLE_VERSION_HEADER, String(saved.version)).json(saved.table satisfies PriceTable);
  });

  return router;
}
