import { type Request, Router } from "express";
import { moderationDecisionSchema, reviewReplySchema } from "@shared/validation/review-moderation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { changeReply, listReviewHistory, type MoveResult, moveReview, TRANSITIONS } from "./review-moderation.queries";
import { findReview, toStaffReview } from "./reviews.queries";

const reviewId = (req: Request) => parseId(req.params.id, "review id");
const actor = (req: Request) => req.user!.username;

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
    return toStaffReview(result.review);
  };

  for (const name of ["reject", "unpublish"] as const) {
    router.patch(`/reviews/:id/${name}`, requireStaff, async (req, res) => {
      const id = reviewId(req);
      const { reason, note } = parseBody(req, moderationDecisionSchema);
      const result = await moveReview(db, id, TRANSITIONS[name], { actor: actor(req), reason, note });
      res.json(await moved(result, STATE_NEEDED[name]));
    });
  }

  router.patch("/reviews/:id/republish", requireStaff, async (req, res) => {
    const result = await moveReview(db, reviewId(req), TRANSITIONS.republish, { actor: actor(req) });
    res.json(await moved(result, STATE_NEEDED.republish));
  });

  router.put("/reviews/:id/reply", requireStaff, async (req, res) => {
    const id = reviewId(req);
    const { text } = parseBody(req, reviewReplySchema);
    const review = await changeReply(db, id, text, actor(req));
    if (!review) throw notFound("Review not found");
    await onPublicListChange();
    res.json(toStaffReview(review));
  });

  router.delete("/reviews/:id/reply", requireStaff, async (req, res) => {
    const review = await changeReply(db, reviewId(req), null, actor(req));
    if (!review) throw notFound("Review not found");
    await onPublicListChange();
    res.json(toStaffReview(review));
  });

  router.get("/reviews/:id/history", requireStaff, async (req, res) => {
    const id = reviewId(req);
    if (!(await findReview(db, id))) throw notFound("Review not found");
    res.json(await listReviewHistory(db, id));
  });

  return router;
}
