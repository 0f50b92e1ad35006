import { Router } from "express";
import type { AppDb } from "../../db/client";
import { notFound } from "../../http-error";
import { parseId } from "../../middleware/validate";
import { requireStaff } from "../auth/require-staff";
import { markNotSpam, SPAM_TABLES, type SpamTableName } from "./not-spam.queries";

const NOT_FOUND: Record<SpamTableName, string> = {
  contact: "Inquiry not found",
  "ga-leads": "Ad lead not found",
  reviews: "Review not found",
};

/** Staff only (and same-origin, like every write under /api): PATCH /api/{contact|ga-leads|reviews}/:id/not-spam. */
/** publicReviewsChanged: a restored review that staff had already approved joins the public list. */
export function notSpamRouter(db: AppDb, publicReviewsChanged: () => Promise<void>): Router {
  const router = Router();
  for (const name of Object.keys(SPAM_TABLES) as SpamTableName[]) {
    router.patch(`/${name}/:id/not-spam`, requireStaff, async (req, res) => {
      const result = await markNotSpam(db, name, parseId(req.params.id));
      if (!result) throw notFound(NOT_FOUND[name]);
      if (result.restored && name === "reviews") await publicReviewsChanged();
      res.json(result.row);
    });
  }
  return router;
}
