import { onDemand } from "@/components/on-demand";
import { OnInteraction } from "@/components/on-interaction";

const reviewForm = onDemand(() =>
  Promise.all([import("./review-form"), import("@/lib/with-queries")]).then(([form, { withQueries }]) => ({
    default: withQueries(form.ReviewForm),
  })),
);

/** The review form: server HTML at once, its code (react-hook-form, zod) on first interaction. */
export function LazyReviewForm() {
  return <OnInteraction part={reviewForm} loadingText="Loading the review form…" />;
}
