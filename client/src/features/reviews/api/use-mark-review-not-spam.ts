import { useRestoreFromSpam } from "@/lib/restore-from-spam";
import { ADMIN_QUERY_KEYS, type ReviewRow } from "./staff-reviews";

/** PATCH /api/reviews/:id/not-spam: the review waits for approval like any other. */
export const useMarkReviewNotSpam = () =>
  useRestoreFromSpam<ReviewRow>("/api/reviews", {
    description: "The review is back in the list, waiting for approval.",
    restored: (queryClient, restored) => {
      queryClient.setQueryData<ReviewRow[]>(ADMIN_QUERY_KEYS.reviews, (rows) =>
        rows?.map((row) => (row.id === restored.id ? restored : row)),
      );
      return queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.reviews });
    },
  });
