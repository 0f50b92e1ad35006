import { type RequestHandler, Router } from "express";
import { calculateProfit } from "@shared/golf/profit-math";
import { competitorSchema, golfBulkDeleteSchema, profitAnalysisSchema, supplierSchema } from "@shared/validation/golf";
import type { AppDb } from "../../db/client";
import { badRequest, notFound } from "../../http-error";
import { parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { deleteRecord, deleteRecords, findRecord, type ManagedList, updateRecord } from "./golf-records.queries";

const patchSchemas = {
  suppliers: supplierSchema.partial(),
  competitors: competitorSchema.partial(),
  "profit-analysis": profitAnalysisSchema.partial(),
} as const;

const PROFIT_FIELDS = ["suggestedRetailPrice", "costOfGoods", "shippingCost", "marketingCost"] as const;

/** The stored margins follow the prices: recalculated from the row as it will be after the change. */
async function withProfit(db: AppDb, id: number, changes: Record<string, unknown>) {
  if (!PROFIT_FIELDS.some((field) => field in changes)) {
    const { grossMargin: _g, netMargin: _n, breakEvenUnits: _b, ...rest } = changes;
    return rest;
  }
  const current = await findRecord(db, "profit-analysis", id);
  if (!current) throw notFound();
  const merged = { ...current, ...changes } as Record<(typeof PROFIT_FIELDS)[number], number>;
  const result = calculateProfit(merged);
  if (!result) throw badRequest("Please check the highlighted fields", { suggestedRetailPrice: "Suggested retail price must be above 0" });
  return { ...changes, ...result };
}

/** Staff-only changes to the golf lists: PATCH (any subset of the add's fields), DELETE, and deleting several at once. */
export function golfRecordsRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();
  for (const list of Object.keys(patchSchemas) as ManagedList[]) {
    router.patch(`/golf/${list}/:id`, requireStaff, writeLimiter, async (req, res) => {
      const id = parseId(req.params.id);
      let changes: Record<string, unknown> = parseBody(req, patchSchemas[list]);
      if (list === "profit-analysis") changes = await withProfit(db, id, changes);
      const row = await updateRecord(db, list, id, changes);
      if (!row) throw notFound();
      res.json(row);
    });
    /** Answers how many of the ids were deleted; ids already gone are not an error (another tab may have been first). */
    router.post(`/golf/${list}/bulk-delete`, requireStaff, writeLimiter, async (req, res) => {
      const { ids } = parseBody(req, golfBulkDeleteSchema);
      res.json({ deleted: await deleteRecords(db, list, ids) });
    });
    router.delete(`/golf/${list}/:id`, requireStaff, writeLimiter, async (req, res) => {
      if (!(await deleteRecord(db, list, parseId(req.params.id)))) throw notFound();
      res.status(204).end();
    });
  }
  return router;
}
