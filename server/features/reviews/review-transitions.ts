import type { Request } from "express";
import { REVIEW_AUDIT_ACTIONS, type ReviewAuditAction } from "@shared/reviews/review-moderation";
import { reviewStatus } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { moveReview } from "./review-moderation.queries";

type State = (typeof reviewStatus)[keyof typeof reviewStatus];

export interface Transition {
  action: ReviewAuditAction;
  from: State;
  to: State;
}

/** The moves a review can make, each from one state to the next: the only ways its status changes. */
export const TRANSITIONS = {
  approve: { action: REVIEW_AUDIT_ACTIONS.approve, from: reviewStatus.pending, to: reviewStatus.approved },
  reject: { action: REVIEW_AUDIT_ACTIONS.reject, from: reviewStatus.pending, to: reviewStatus.rejected },
  unpublish: { action: REVIEW_AUDIT_ACTIONS.unpublish, from: reviewStatus.approved, to: reviewStatus.unpublished },
  republish: { action: REVIEW_AUDIT_ACTIONS.republish, from: reviewStatus.unpublished, to: reviewStatus.approved },
} as const satisfies Record<string, Transition>;

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
