import { Router } from "express";
import type { PriceSuggestions, ProductivityReport } from "@shared/costs/costs-api";
import { reportRangeSchema } from "@shared/reports/report-validation";
import type { AppDb } from "../../../db/client";
import { requireOwner } from "../../../middleware/require-owner";
import { parseQuery } from "../../../middleware/validate";
import { priceSuggestions, productivityReport } from "./productivity";

/** The Owner's "Productivity" report and the prices it suggests (saved only through the price table, on confirming). */
export function productivityRouter(db: AppDb, targetMarginPercent: () => Promise<number>): Router {
  const router = Router();

  router.get("/reports/productivity", requireOwner, async (req, res) => {
    const range = parseQuery(req, reportRangeSchema, "Please check the dates");
    res.set("Cache-Control", "no-store").json((await productivityReport(db, range)) satisfies ProductivityReport);
  });

  router.get("/reports/price-suggestions", requireOwner, async (_req, res) => {
    res.set("Cache-Control", "no-store").json((await priceSuggestions(db, await targetMarginPercent())) satisfies PriceSuggestions);
  });

  return router;
}
