import type { PushMessage } from "@shared/push/push-alerts";
import type { AppDb } from "../../db/client";
import type { PushTaskPayload } from "../../infra/push/push-queue";
import { findReview } from "./reviews.queries";

/** "New review waiting: Sam, 5 stars", opening the reviews in /admin; null once the review is gone or moderated. */
export async function reviewPushMessage(db: AppDb, payload: PushTaskPayload): Promise<PushMessage | null> {
  if (payload.subject.type !== "review") return null;
  const review = await findReview(db, payload.subject.id);
  if (!review || review.isApproved !== "pending") return null;
  const first = review.name.trim().split(/\s+/)[0] ?? review.name;
  return {
    title: `New review waiting: ${first}, ${review.rating} star${review.rating === 1 ? "" : "s"}`,
    body: "Tap to read and approve it.",
    url: "/admin?tab=reviews",
  };
}
