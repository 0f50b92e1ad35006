import type { Request } from "express";
import type { AppDb } from "../../db/client";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { moveReview } from "./review-moderation.queries";
import type { Transition } from "./review-transitions";

/** A review's state change, with its row in the audit log when it moved. */
export function auditedMove(db: AppDb, req: Request, id: number, transition: Transition, by: { reason?: string; note?: string } = {}) {
  return audited(db, actorOf(req), async (tx, audit) => {
    const result = await moveReview(tx, id, transition, { actor: req.user!.username, ...by });
    if (result.outcome === "moved") {
      await audit({
        action: "review.moderate",
        targetType: "review",
        targetId: id,
        summary: `Review by ${result.review.name}: ${transition.from} -> ${transition.to}${by.reason ? ` (${by.reason})` : ""}`,
        before: { status: transition.from },
        after: { status: transition.to, ...(by.reason ? { reason: by.reason } : {}), ...(by.note ? { note: by.note } : {}) },
      });
    }
    return result;
  });
}
