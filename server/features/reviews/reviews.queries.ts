import { and, avg, count, desc, eq } from "drizzle-orm";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { leads, type Review, reviewStatus, reviews } from "@shared/schema";
import type { PublicReview, ReviewReply, StaffReview } from "@shared/reviews/review-types";
import type { ReviewSubmission } from "@shared/reviews/review-validation";
import type { SpamVerdict } from "../../lib/spam-verdict";
import type { AppDb } from "../../db/client";
import { containsLinks, findDuplicateOf } from "./review-flags";

/**
 * A new review is always pending; links and a repeated text only add a flag for staff, never a rejection.
 * The spam verdict (honeypot, fill time, content) is stored beside them; the answer never shows it.
 */
/** A verified review's customer: the lead whose completed job's link it came from. */
export interface ReviewCustomer {
  /** the lead's id */
  id: number;
}

export async function insertReview(
  db: AppDb,
  { reviewToken: _token, ...input }: ReviewSubmission,
  spam: SpamVerdict,
  customer?: ReviewCustomer,
) {
  const duplicateOfId = await findDuplicateOf(db, input.reviewText);
  const [row] = await db
    .insert(reviews)
    .values({
      ...input,
      ...(customer ? { verified: true, leadId: customer.id } : {}),
      ...spam,
      service: input.service || null,
      isApproved: reviewStatus.pending,
      containsLinks: containsLinks(input.name, input.location, input.reviewText),
      duplicateOfId: duplicateOfId ?? null,
    })
    .returning();
  return toPublicReview(row!);
}

const replyOf = (row: Pick<Review, "replyText" | "replyUpdatedAt">): ReviewReply | null =>
  row.replyText && row.replyUpdatedAt ? { text: row.replyText, updatedAt: row.replyUpdatedAt } : null;

/** What staff see: every column (state, reason, flags) with the reply as one field. */
function toStaffReview(row: Review, leadKind: LeadKind | null): StaffReview {
  const { replyText: _text, replyUpdatedAt: _at, ...rest } = row;
  return { ...rest, reply: replyOf(row), leadKind };
}

/** A review as staff see it, with the kind of its customer's lead (a verified review links to it). */
export async function staffReviewOf(db: AppDb, row: Review): Promise<StaffReview> {
  const [lead] = row.leadId ? await db.select({ kind: leads.kind }).from(leads).where(eq(leads.id, row.leadId)) : [];
  return toStaffReview(row, lead?.kind ?? null);
}

/** What the public sees: the specification's fields and the owner's reply, never the moderation details. */
export function toPublicReview(row: Review): PublicReview {
  const { id, name, location, rating, reviewText, service, isApproved, createdAt, verified } = row;
  return { id, name, location, rating, reviewText, service, isApproved, createdAt, verified, reply: replyOf(row) };
}

/** Approved reviews, newest first; at most `limit` when given. */
export async function listApprovedReviews(db: AppDb, limit?: number): Promise<PublicReview[]> {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.isApproved, reviewStatus.approved), eq(reviews.isSpam, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toPublicReview);
}

export async function listAllReviews(db: AppDb): Promise<StaffReview[]> {
  const rows = await db
    .select({ review: reviews, leadKind: leads.kind })
    .from(reviews)
    .leftJoin(leads, eq(leads.id, reviews.leadId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => toStaffReview(row.review, row.leadKind));
}

export async function findReview(db: AppDb, id: number): Promise<Review | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** Count and average rating of approved reviews, for the aggregate rating in structured data. */
export async function approvedReviewStats(db: AppDb): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.isApproved, reviewStatus.approved), eq(reviews.isSpam, false)));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

/** Takes a review out of the spam pile. `restored` is false when it was not spam (nothing changed). */
export async function markReviewNotSpam(db: AppDb, id: number): Promise<{ review: Review; restored: boolean } | undefined> {
  const [restored] = await db
    .update(reviews)
    .set({ isSpam: false, spamReason: null })
    .where(and(eq(reviews.id, id), eq(reviews.isSpam, true)))
    .returning();
  if (restored) return { review: restored, restored: true };
  const review = await findReview(db, id);
  return review ? { review, restored: false } : undefined;
}
