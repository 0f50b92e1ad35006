import { type RequestHandler, Router } from "express";
import { reviewSubmissionSchema } from "@shared/validation/review";
import type { AppDb } from "../../db/client";
import { notFound } from "../../http-error";
import { parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../auth/require-staff";
import { approveReview, insertReview, listAllReviews, listApprovedReviews } from "./reviews.queries";

export function reviewsRouter(db: AppDb, formLimiter: RequestHandler, onApprovedChange: () => void): Router {
  const router = Router();

  router.get("/reviews", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await listApprovedReviews(db));
  });

  router.post("/reviews", formLimiter, async (req, res) => {
    const input = parseBody(req, reviewSubmissionSchema);
    res.status(201).json(await insertReview(db, input));
  });

  router.get("/reviews/all", requireStaff, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await listAllReviews(db));
  });

  router.patch("/reviews/:id/approve", requireStaff, async (req, res) => {
    const review = await approveReview(db, parseId(req.params.id, "review id"));
    if (!review) throw notFound("Review not found");
    onApprovedChange();
    res.json(review);
  });

  return router;
}
