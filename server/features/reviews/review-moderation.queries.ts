import { and, asc, eq } from "drizzle-orm";
import { type Review, reviewAuditEntries, reviews } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { REVIEW_AUDIT_ACTIONS } from "@shared/reviews/review-moderation";
import type { Transition } from "./review-transitions";

export type MoveResult = { outcome: "moved"; review: Review } | { outcome: "wrong-state"; review: Review } | { outcome: "missing" };

/**
 * Moves a review from one state to the next and records it, in one transaction. The update only
 * matches a review still in the expected state, so two staff acting at once cannot both move it.
 */
export function moveReview(
  db: AppDb,
  id: number,
  transition: Transition,
  by: { actor: string; reason?: string; note?: string },
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(reviews)
      .set({ isApproved: transition.to, moderationReason: by.reason ?? null, moderationNote: by.note || null })
      .where(and(eq(reviews.id, id), eq(reviews.isApproved, transition.from)))
      .returning();
    if (!moved) {
      const [existing] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1);
      return existing ? { outcome: "wrong-state", review: existing } : { outcome: "missing" };
    }
    await tx.insert(reviewAuditEntries).values({
      reviewId: id,
      action: transition.action,
      actor: by.actor,
      fromState: transition.from,
      toState: transition.to,
      reason: by.reason ?? null,
      note: by.note || null,
    });
    return { outcome: "moved", review: moved };
  });
}

/**
 * Sets, edits (text given) or removes (null) the owner's reply, and records the change with the
 * reply's text. Undefined for an unknown review; an unchanged reply records nothing.
 */
export function changeReply(db: AppDb, id: number, text: string | null, actor: string): Promise<Review | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1).for("update");
    if (!current) return undefined;
    if (current.replyText === text) return current;
    const [updated] = await tx
      .update(reviews)
      .set({ replyText: text, replyUpdatedAt: text === null ? null : new Date() })
      .where(eq(reviews.id, id))
      .returning();
    const action =
      text === null
        ? REVIEW_AUDIT_ACTIONS.replyDelete
        : current.replyText === null
          ? REVIEW_AUDIT_ACTIONS.replySet
          : REVIEW_AUDIT_ACTIONS.replyEdit;
    await tx.insert(reviewAuditEntries).values({
      reviewId: id,
      action,
      actor,
      fromState: current.isApproved,
      toState: current.isApproved,
      note: text ?? current.replyText,
    });
    return updated;
  });
}

/** A review's audit entries, oldest first. */
export function listReviewHistory(db: AppDb, id: number) {
  return db
    .select({
      id: reviewAuditEntries.id,
      action: reviewAuditEntries.action,
      actor: reviewAuditEntries.actor,
      at: reviewAuditEntries.at,
      fromState: reviewAuditEntries.fromState,
      toState: reviewAuditEntries.toState,
      reason: reviewAuditEntries.reason,
      note: reviewAuditEntries.note,
    })
    .from(reviewAuditEntries)
    .where(eq(reviewAuditEntries.reviewId, id))
    .orderBy(asc(reviewAuditEntries.at), asc(reviewAuditEntries.id));
}
