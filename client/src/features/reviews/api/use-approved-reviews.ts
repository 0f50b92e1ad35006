import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { useQuery } from "@tanstack/react-query";
import type { PublicReviewJson } from "@shared/reviews/review-types";

/** The approved reviews the public pages show; submitting a review refreshes it. */

export type { PublicReviewJson as PublicReview };

/** GET /api/reviews: the approved reviews, newest first. */
export function useApprovedReviews() {
  return useQuery<PublicReviewJson[]>({ queryKey: PUBLIC_REVIEWS_KEY });
}
