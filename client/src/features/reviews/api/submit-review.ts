import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { Review } from "@shared/schema";
import type { ReviewSubmission } from "@shared/reviews/review-validation";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";

/** POST /api/reviews; on success the cached public list is refreshed (spec section 7). */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewSubmission & FormSignals) => apiJson<Json<Review>>("POST", PUBLIC_REVIEWS_KEY[0], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLIC_REVIEWS_KEY }),
  });
}
