import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { useQuery } from "@tanstack/react-query";
import type { PublicReviewJson } from "@shared/review-types";

/** The approved reviews the public pages show; submitting a review refreshes it. */

export type PublicReview = PublicReviewJson;

/** GET /api/reviews: the approved reviews, newest first. */
export function useApprovedReviews() {
  return useQuery<PublicReview[]>({ queryKey: PUBLIC_REVIEWS_KEY });
}
