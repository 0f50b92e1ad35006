import { useQuery } from "@tanstack/react-query";
import type { StaffReviewJson } from "@shared/review-types";

export type ReviewRow = StaffReviewJson;

export const ADMIN_QUERY_KEYS = {
  reviews: ["/api/reviews/all"],
} as const;

/** Every review, requested only once the visitor is known to be signed in. */
export const useAdminReviews = (enabled: boolean) => useQuery<ReviewRow[]>({ queryKey: ADMIN_QUERY_KEYS.reviews, enabled });
