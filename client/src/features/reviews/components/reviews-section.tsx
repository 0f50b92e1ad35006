import { MessageSquarePlus } from "lucide-react";
import { Link } from "wouter";
import { HOME_REVIEWS_LIMIT, REVIEW_PLACEHOLDER_COUNT } from "@shared/constants";
import { FALLBACK_REVIEWS } from "@shared/content/fallback-reviews";
import { useApprovedReviews } from "../api/use-approved-reviews";
import { type ReviewCardContent, ReviewsSectionCard, ReviewsSectionCardPlaceholder } from "./reviews-section-card";

/**
 * Customer reviews on the home page (spec section 4): three placeholder cards while loading, the
 * built-in reviews when there are none to show, at most six.
 */
export function ReviewsSection() {
  const { data, isPending } = useApprovedReviews();
  const reviews: readonly ReviewCardContent[] = data && data.length > 0 ? data : FALLBACK_REVIEWS;

  return (
    <section aria-labelledby="reviews-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Testimonials</p>
          <h2 id="reviews-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            What Our Customers Say
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">Real feedback from Queensland homeowners we have built for.</p>
        </div>
        <div aria-busy={isPending} className="mt-10">
          <p role="status" className="sr-only">
            {isPending ? "Loading reviews" : ""}
          </p>
          {isPending ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: REVIEW_PLACEHOLDER_COUNT }, (_, index) => (
                <li key={index}>
                  <ReviewsSectionCardPlaceholder />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {reviews.slice(0, HOME_REVIEWS_LIMIT).map((review, index) => (
                <li key={`${review.name}-${index}`}>
                  <ReviewsSectionCard review={review} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-10 text-center">
          <Link
            href="/share-experience"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <MessageSquarePlus aria-hidden="true" className="h-5 w-5" />
            Share Your Experience
          </Link>
        </div>
      </div>
    </section>
  );
}
