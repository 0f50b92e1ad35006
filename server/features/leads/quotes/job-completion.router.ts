import { Router } from "express";
import { and, eq, isNull, sql } from "drizzle-orm";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import type { AppDb } from "../../../db/client";
import { HttpError, notFound } from "../../../http-error";
import { audited } from "../../../infra/audit/audit-log";
import { actorOf } from "../../../middleware/audit-actor";
import { requireStaff } from "../../../middleware/require-staff";
import { apiRoute, parseId } from "../../../middleware/validate";
import { findLeadRow, LEAD_TABLES } from "../lead-tables";
import { queueReviewRequest } from "./quote-emails";

/**
 * A Won job marked Completed: the homeowner gets the one review request every customer gets (no asking the
 * happy ones first). The first mark counts; marking it again changes nothing and sends nothing.
 */
export function jobCompletionRouter(db: AppDb): Router {
  const router = Router();
  for (const kind of LEAD_KINDS) {
    router.post(`${apiRoute(LEAD_KIND_INFO[kind].apiPath)}/:id/complete`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const lead = await findLeadRow(db, kind, id);
      if (!lead) throw notFound("Lead not found");
      if (lead.status !== "won") throw new HttpError(409, "Only a Won job can be marked completed");
      const table = LEAD_TABLES[kind].table as typeof LEAD_TABLES.inquiries.table;
      const completed = await audited(db, actorOf(req), async (tx, audit) => {
        // only the first mark sets the time, so two clicks at once ask for one review
        const [row] = await tx
          .update(table)
          .set({ completedAt: sql`now()` })
          .where(and(eq(table.id, id), isNull(table.completedAt), eq(table.status, "won")))
          .returning();
        if (!row) return undefined;
        await queueReviewRequest(tx, kind, id);
        await audit({
          action: "lead.complete",
          targetType: kind,
          targetId: id,
          summary: `${row.reference}: job completed, review requested`,
          after: { completedAt: row.completedAt },
        });
        return row;
      });
      if (!completed) throw new HttpError(409, "This job is already marked completed");
      res.json({ completedAt: completed.completedAt!.toISOString() });
    });
  }
  return router;
}
