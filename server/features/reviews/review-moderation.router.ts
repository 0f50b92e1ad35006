import { type Request, Router } from "express";
import { moderationDecisionSchema, reviewReplySchema } from "@shared/reviews/review-moderation-validation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { changeReply, listReviewHistory, type MoveResult } from "./review-moderation.queries";
import { auditedMove } from "./review-moves";
import { TRANSITIONS } from "./review-transitions";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { findReview, staffReviewOf } from "./reviews.queries";

const reviewId = (req: Request) => parseId(req.params.id, "review id");
const actor = (req: Request) => req.user!.username;

/** Sets or removes the owner's reply, with its row in the audit log when it changed. */
function auditedReply(db: AppDb, req: Request, id: number, text: string | null) {
  return audited(db, actorOf(req), async (tx, audit) => {
    const before = await findReview(tx, id);
    const review = await changeReply(tx, id, text, actor(req));
    if (review && before && before.replyText !== review.replyText) {
      await audit({
        action: text === null ? "review.reply-delete" : "review.reply",
        targetType: "review",
        targetId: id,
        summary: `${text === null ? "Removed the reply to" : "Replied to"} the review by ${review.name}`,
        before: { reply: before.replyText },
        after: { reply: review.replyText },
      });
    }
    return review;
  });
}

const STATE_NEEDED = {
  reject: "Only a pending review can be rejected",
  unpublish: "Only an approved review can be unpublished",
  republish: "Only an unpublished review can be republished",
} as const;

/**
 * Staff moderation of reviews: reject or unpublish with a listed reason, republish, the owner's
 * reply, and the audit trail. Every change calls onPublicListChange, which clears what caches the
 * public list and the aggregate rating.
 */
export function reviewModerationRouter(db: AppDb, onPublicListChange: () => Promise<void>): Router {
  const router = Router();

  const moved = async (result: MoveResult, wrongState: string) => {
    if (result.outcome === "missing") throw notFound("Review not found");
    if (result.outcome === "wrong-state") throw new HttpError(409, `${wrongState}; this review is ${result.review.isApproved}.`);
    await onPublicListChange();
    return staffReviewOf(db, result.review);
  };

  for (const name of ["reject", "unpublish"] as const) {
    router.patch(`/reviews/:id/${name}`, requireStaff, async (req, res) => {
      const id = reviewId(req);
      const { reason, note } = parseBody(req, moderationDecisionSchema);
      const result = await auditedMove(db, req, id, TRANSITIONS[name], { reason, note });
      res.json(await moved(result, STATE_NEEDED[name]));
    });
  }

  router.patch("/reviews/:id/republish", requireStaff, async (req, res) => {
    const result = await auditedMove(db, req, reviewId(req), TRANSITIONS.republish);
    res.json(await moved(result, STATE_NEEDED.republish));
  });

  router.put("/reviews/:id/reply", requireStaff, async (req, res) => {
    const id = reviewId(req);
    const { text } = parseBody(req, reviewReplySchema);
    const review = await auditedReply(db, req, id, text);
    if (!review) throw notFound("Review not found");
    await onPublicListChange();
    res.json(await staffReviewOf(db, review));
  });

  router.delete("/reviews/:id/reply", requireStaff, async (req, res) => {
    const review = await auditedReply(db, req, reviewId(req), null);
    if (!review) throw notFound("Review not found");
    await onPublicListChange();
    res.json(await staffReviewOf(db, review));
  });

  router.get("/reviews/:id/history", requireStaff, async (req, res) => {
    const id = reviewId(req);
    if (!(await findReview(db, id))) throw notFound("Review not found");
    res.json(await listReviewHistory(db, id));
  });

  return router;
}
