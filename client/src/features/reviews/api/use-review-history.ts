import { useQuery } from "@tanstack/react-query";
import type { ReviewHistoryEntryJson } from "@shared/reviews/review-types";

export const reviewHistoryKey = (id: number) => ["/api/reviews", id, "history"] as const;

/** GET /api/reviews/:id/history, oldest first; only requested while the review's details are open. */
export function useReviewHistory(id: number, enabled: boolean) {
  return useQuery<ReviewHistoryEntryJson[]>({ queryKey: reviewHistoryKey(id), enabled, staleTime: 0 });
}
