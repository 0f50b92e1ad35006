import { useQuery } from "@tanstack/react-query";
import type { StaffReviewJson } from "@shared/reviews/review-types";

export type { StaffReviewJson as ReviewRow };

export const ADMIN_QUERY_KEYS = {
  reviews: ["/api/reviews/all"],
} as const;

/** Every review, requested only once the visitor is known to be signed in. */
export const useAdminReviews = (enabled: boolean) => useQuery<StaffReviewJson[]>({ queryKey: ADMIN_QUERY_KEYS.reviews, enabled });
