import { useQuery } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { Review } from "@shared/schema";

export const APPROVED_REVIEWS_KEY = ["/api/reviews"] as const;

export type PublicReview = Json<Review>;

/** GET /api/reviews: the approved reviews, newest first. */
export function useApprovedReviews() {
  return useQuery<PublicReview[]>({ queryKey: APPROVED_REVIEWS_KEY });
}
