import { isSessionEnded } from "@/lib/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api-client";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { ADMIN_QUERY_KEYS, type ReviewRow } from "./staff-reviews";

/** PATCH /api/reviews/:id/approve, then refresh both the staff list and the public list. */
export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<ReviewRow>("PATCH", `/api/reviews/${id}/approve`),
    onSuccess: async (approved) => {
      queryClient.setQueryData<ReviewRow[]>(ADMIN_QUERY_KEYS.reviews, (rows) =>
        rows?.map((row) => (row.id === approved.id ? approved : row)),
      );
      toast({ title: "Review approved", description: "the review will now be visible on the website" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.reviews }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_REVIEWS_KEY }),
      ]);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      toast({ title: "Error", description: "Failed to approve review. Please try again.", variant: "destructive" });
    },
  });
}
