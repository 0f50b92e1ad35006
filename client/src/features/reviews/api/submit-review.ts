import type { Json } from "@shared/api-types";
import type { Review } from "@shared/schema";
import type { ReviewSubmission } from "@shared/reviews/review-validation";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/reviews; on success the cached public list is refreshed (spec section 7). */
export const useSubmitReview = () =>
  useRefreshingMutation(PUBLIC_REVIEWS_KEY, (input: ReviewSubmission & FormSignals) =>
    apiJson<Json<Review>>("POST", PUBLIC_REVIEWS_KEY[0], input),
  );
