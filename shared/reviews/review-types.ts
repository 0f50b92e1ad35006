import type { Json } from "../api-types";
import type { LeadKind } from "../leads/lead-kinds";
import type { Review, ReviewAuditEntry } from "../schema";

/** The owner's public reply to a review. */
export interface ReviewReply {
  text: string;
  updatedAt: Date;
}

/** GET /api/reviews: the specification's fields and the reply, never the moderation details. */
export type PublicReview = Pick<
  Review,
  "id" | "name" | "location" | "rating" | "reviewText" | "service" | "isApproved" | "createdAt" | "verified"
> & {
  reply: ReviewReply | null;
};

/**
 * GET /api/reviews/all and the moderation endpoints: every column (state, reason, flags), the reply, and for a
 * verified review the kind of its customer's lead (its tab in /admin).
 */
export type StaffReview = Omit<Review, "replyText" | "replyUpdatedAt"> & { reply: ReviewReply | null; leadKind: LeadKind | null };

/** GET /api/reviews/:id/history, oldest first. */
export type ReviewHistoryEntry = Omit<ReviewAuditEntry, "reviewId">;

/** The same shapes after JSON, as the client receives them. */
type JsonReply = { reply: Json<ReviewReply> | null };
export type PublicReviewJson = Json<Omit<PublicReview, "reply">> & JsonReply;
export type StaffReviewJson = Json<Omit<StaffReview, "reply">> & JsonReply;
export type ReviewHistoryEntryJson = Json<ReviewHistoryEntry>;
