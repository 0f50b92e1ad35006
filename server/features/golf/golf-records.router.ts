import { type RequestHandler, Router } from "express";
import type { GolfBulkDeleted } from "@shared/golf/golf-api";
import { calculateProfit } from "@shared/golf/profit-math";
import { competitorSchema, golfBulkDeleteSchema, profitAnalysisSchema, supplierSchema } from "@shared/golf/golf-validation";
import type { AppDb } from "../../db/client";
import { badRequest, notFound } from "../../http-error";
import { parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { deleteRecord, deleteRecords, findRecord, findRecords, type ManagedList, updateRecord } from "./golf-records.queries";
import { audited, changes as auditChanges } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";

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
      const row = await audited(db, actorOf(req), async (tx, audit) => {
        const before = await findRecord(tx, list, id);
        const after = await updateRecord(tx, list, id, changes);
        if (before && after) {
          const diff = auditChanges(before, after as Record<string, unknown>, Object.keys(changes));
          if (Object.keys(diff.after).length)
            await audit({
              action: "golf.update",
              targetType: list,
              targetId: id,
              summary: `Changed ${list} ${id}: ${Object.keys(diff.after).join(", ")}`,
              ...diff,
            });
        }
        return after;
      });
      if (!row) throw notFound();
      res.json(row);
    });
    /** Answers how many of the ids were deleted; ids already gone are not an error (another tab may have been first). */
    router.post(`/golf/${list}/bulk-delete`, requireStaff, writeLimiter, async (req, res) => {
      const { ids } = parseBody(req, golfBulkDeleteSchema);
      const deleted = await audited(db, actorOf(req), async (tx, audit) => {
        const rows = await findRecords(tx, list, ids);
        const count = await deleteRecords(tx, list, ids);
        if (count)
          await audit({ action: "golf.delete", targetType: list, summary: `Deleted ${count} ${list} records`, before: { records: rows } });
        return count;
      });
      res.json({ deleted } satisfies GolfBulkDeleted);
    });
    router.delete(`/golf/${list}/:id`, requireStaff, writeLimiter, async (req, res) => {
      const id = parseId(req.params.id);
      const deleted = await audited(db, actorOf(req), async (tx, audit) => {
        const before = await findRecord(tx, list, id);
        if (!before || !(await deleteRecord(tx, list, id))) return false;
        await audit({ action: "golf.delete", targetType: list, targetId: id, summary: `Deleted ${list} ${id}`, before });
        return true;
      });
      if (!deleted) throw notFound();
      res.status(204).end();
    });
  }
  return router;
}
