import express, { Router } from "express";
import type { AdSpendEntry, AdSpendList, SpendImportAnswer, SpendImportRefusal } from "@shared/reports/report-types";
import { adSpendSchema } from "@shared/reports/report-validation";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody } from "../../middleware/validate";
import { parseGoogleAdsCostReport } from "./ad-spend-import";
import { listAdSpend, putAdSpend } from "./ad-spend.queries";

const AD_SPEND_IMPORT_PATH = "/ad-spend/import";
const csvBody = express.text({ type: "text/csv", limit: "2mb" });

const dollars = (cents: number) => `A$${(cents / 100).toFixed(2)}`;

/** Ad spend per month and campaign, typed or imported from Google Ads' campaign report. Owner only. */
export function adSpendRouter(db: AppDb): Router {
  const router = Router();

  router.get("/ad-spend", requireOwner, async (_req, res) => {
    res.json({ entries: await listAdSpend(db) } satisfies AdSpendList);
  });

  router.put("/ad-spend", requireOwner, async (req, res) => {
    const entry = parseBody(req, adSpendSchema);
    const saved = await audited(db, actorOf(req), async (tx, audit) => {
      const { before, after } = await putAdSpend(tx, [entry], actorOf(req).name);
      await audit({
        action: "report.ad-spend",
        targetType: "ad-spend",
        targetId: `${entry.month} ${entry.campaign}`,
        summary: `Recorded ${dollars(entry.amountCents)} spent on ${entry.campaign} in ${entry.month}`,
        before: before[0] ? { amountCents: before[0].amountCents } : null,
        after: { amountCents: entry.amountCents },
      });
      return after[0]!;
    });
    res.json(saved satisfies AdSpendEntry);
  });

  router.post(AD_SPEND_IMPORT_PATH, requireOwner, csvBody, async (req, res) => {
    if (!req.is("text/csv")) throw new HttpError(415, "Content-Type must be text/csv");
    const result = parseGoogleAdsCostReport(typeof req.body === "string" ? req.body : "");
    if (!result.ok) {
      res.status(422).json({ message: "Nothing was imported: please fix these lines", errors: result.errors } satisfies SpendImportRefusal);
      return;
    }
    await audited(db, actorOf(req), async (tx, audit) => {
      await putAdSpend(tx, result.entries, actorOf(req).name);
      await audit({
        action: "report.ad-spend",
        targetType: "ad-spend",
        summary: `Imported Google Ads costs: ${result.entries.length} months of campaigns from ${result.rows} rows`,
        after: { entries: result.entries },
      });
    });
    res.json({ imported: result.entries.length, rows: result.rows, entries: result.entries } satisfies SpendImportAnswer);
  });

  return router;
}
