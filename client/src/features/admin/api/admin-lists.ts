import { useQuery } from "@tanstack/react-query";
import type { StaffReviewJson } from "@shared/review-types";
import { ApiError } from "@/lib/api-client";

export type ReviewRow = StaffReviewJson;

export const ADMIN_QUERY_KEYS = {
  reviews: ["/api/reviews/all"],
} as const;

/** Every review, requested only once the visitor is known to be signed in. */
export const useAdminReviews = (enabled: boolean) => useQuery<ReviewRow[]>({ queryKey: ADMIN_QUERY_KEYS.reviews, enabled });

/** A staff request answered 401: the session ended (expired, or signed out in another tab). */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
