import { type RequestHandler, Router } from "express";
import { type ReviewSubmission, reviewSubmissionSchema } from "@shared/reviews/review-validation";
import type { AppDb } from "../../db/client";
import { notFound } from "../../http-error";
import { parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { spamSignalsOf, spamVerdict } from "../../lib/spam-verdict";
import { reviewModerationRouter } from "./review-moderation.router";
import { auditedMove } from "./review-moves";
import { TRANSITIONS } from "./review-transitions";
import { audited } from "../../infra/audit/audit-log";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import { actorOf } from "../../middleware/audit-actor";
import { inTransaction } from "../../db/transaction";
import { insertReview, listAllReviews, markReviewNotSpam, type ReviewCustomer, staffReviewOf } from "./reviews.queries";

/** Spends a completed job's review link in the review's transaction, answering whose job it was (the leads feature's). */
export type ClaimReviewLink = (tx: AppDb, token: string) => Promise<ReviewCustomer | undefined>;

const screenReview = (body: unknown, input: ReviewSubmission) =>
  spamVerdict(spamSignalsOf(body), {
    all: [input.name, input.location, input.reviewText],
    scriptJudged: [input.location, input.reviewText],
  });

/**
 * GET /api/reviews is served from the public reviews cache (public-reviews-cache.ts); every write
 * that may change the public list or the aggregate rating awaits publicReviewsChanged(), so every
 * process drops its copy.
 */
export function reviewsRouter(
  db: AppDb,
  formLimiter: RequestHandler,
  publicReviewsChanged: () => Promise<void>,
  claimReviewLink: ClaimReviewLink,
): Router {
  const router = Router();

  router.post("/reviews", formLimiter, async (req, res) => {
    const input = parseBody(req, reviewSubmissionSchema);
    const spam = screenReview(req.body, input);
    // a review link is spent by the review it brings; a spent or altered one still delivers the review, unverified
    const saved = await inTransaction(db, async (tx) => {
      const customer = input.reviewToken ? await claimReviewLink(tx, input.reviewToken) : undefined;
      const review = await insertReview(tx, input, spam, customer);
      if (!spam.isSpam) await enqueuePushAlert(tx, "review-waiting", { type: "review", id: review.id });
      return review;
    });
    res.status(201).json(saved);
  });

  router.get("/reviews/all", requireStaff, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await listAllReviews(db));
  });

  /** pending -> approved; a review in any other state comes back unchanged (spec). */
  router.patch("/reviews/:id/approve", requireStaff, async (req, res) => {
    const result = await auditedMove(db, req, parseId(req.params.id, "review id"), TRANSITIONS.approve);
    if (result.outcome === "missing") throw notFound("Review not found");
    if (result.outcome === "moved") await publicReviewsChanged();
    res.json(await staffReviewOf(db, result.review));
  });

  /** "Not spam": the review waits for approval again; one that staff had approved rejoins the public list. */
  router.patch("/reviews/:id/not-spam", requireStaff, async (req, res) => {
    const id = parseId(req.params.id, "review id");
    const result = await audited(db, actorOf(req), async (tx, audit) => {
      const marked = await markReviewNotSpam(tx, id);
      if (marked?.restored) {
        await audit({
          action: "review.moderate",
          targetType: "review",
          targetId: id,
          summary: `Review by ${marked.review.name} is not spam`,
          before: { isSpam: true },
          after: { isSpam: false },
        });
      }
      return marked;
    });
    if (!result) throw notFound("Review not found");
    if (result.restored) await publicReviewsChanged();
    res.json(await staffReviewOf(db, result.review));
  });

  router.use(reviewModerationRouter(db, publicReviewsChanged));

  return router;
}
