import { onDemand } from "@/components/on-demand";
import { OnApproach } from "@/components/on-approach";

const reviewsSection = onDemand(() =>
  Promise.all([import("./reviews-section"), import("@/lib/with-queries")]).then(([section, { withQueries }]) => ({
    default: withQueries(section.ReviewsSection),
  })),
);

/**
 * The home page's reviews: in the server HTML with the approved reviews, hydrated (with the query
 * library) as the visitor nears them, so the first screen's download stays small.
 */
export function LazyReviewsSection() {
  return <OnApproach part={reviewsSection} fallback={<div className="min-h-[40rem]" aria-busy="true" />} />;
}
