import { and, count, avg, desc, eq } from "drizzle-orm";
import { reviewStatus, reviews } from "@shared/schema";
import type { ReviewSubmission } from "@shared/validation/review";
import type { AppDb } from "../../db/client";

export async function insertReview(db: AppDb, input: ReviewSubmission) {
  const [row] = await db
    .insert(reviews)
    .values({ ...input, service: input.service || null, isApproved: reviewStatus.pending })
    .returning();
  return row;
}

export function listApprovedReviews(db: AppDb) {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.isApproved, reviewStatus.approved))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export function listAllReviews(db: AppDb) {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** pending -> approved. Returns the row (unchanged when it was not pending), or undefined for an unknown id. */
export async function approveReview(db: AppDb, id: number) {
  const [updated] = await db
    .update(reviews)
    .set({ isApproved: reviewStatus.approved })
    .where(and(eq(reviews.id, id), eq(reviews.isApproved, reviewStatus.pending)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return existing;
}

/** Count and average rating of approved reviews, for the aggregate rating in structured data. */
export async function approvedReviewStats(db: AppDb): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.isApproved, reviewStatus.approved));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}
