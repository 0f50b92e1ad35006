import { Router } from "express";
import type { JobCompleted } from "@shared/leads/lead-desk-api";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { HttpError, notFound } from "../../http-error";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { apiRoute, parseId } from "../../middleware/validate";
import { completeLead, findLeadOfKind } from "../leads";
import { holdCompletion } from "./compliance/compliance-gates";
import { jobOfLead } from "./jobs.queries";

/**
 * A Won job marked Completed: the homeowner gets the one review request every customer gets (no asking the
 * happy ones first). The first mark counts; marking it again changes nothing and sends nothing.
 */
export function jobCompletionRouter(db: AppDb): Router {
  const router = Router();
  for (const kind of LEAD_KINDS) {
    router.post(`${apiRoute(LEAD_KIND_INFO[kind].apiPath)}/:id/complete`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const lead = await findLeadOfKind(db, kind, id);
      if (!lead) throw notFound("Lead not found");
      const job = await jobOfLead(db, lead.id);
      if (job) await holdCompletion(db, job);
      if (lead.status !== "won") throw new HttpError(409, "Only a Won job can be marked completed");
      const completed = await inTransaction(db, (tx) => completeLead(tx, id, actorOf(req)));
      if (!completed) throw new HttpError(409, "This job is already marked completed");
      res.json({ completedAt: completed.lead.completedAt!.toISOString() } satisfies JobCompleted);
    });
  }
  return router;
}
