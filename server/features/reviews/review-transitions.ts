import { REVIEW_AUDIT_ACTIONS, type ReviewAuditAction } from "@shared/reviews/review-moderation";
import { reviewStatus } from "@shared/schema";

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
