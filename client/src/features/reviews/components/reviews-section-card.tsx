import { MapPin } from "lucide-react";
import { splitServices } from "@shared/service-selection";
import { ReviewReply } from "./review-reply";
import { ReviewsSectionStars } from "./reviews-section-stars";

export interface ReviewCardContent {
  name: string;
  location: string;
  rating: number;
  reviewText: string;
  service: string | null;
  /** the business's public reply; the built-in reviews have none */
  reply?: { text: string; updatedAt: string } | null;
  /** sent from the review link of a completed job */
  verified?: boolean;
}

/** From shared/service-selection, not shared/validation: that pulls in zod, which the home page must not load up front. */
const servicesOf = (review: ReviewCardContent) => {
  const services = splitServices(review.service);
  return services.length > 0 ? services : ["General"];
};

/** One customer review on the home page, with the business's reply under it; a review without a service reads "General". */
export function ReviewsSectionCard({ review }: { review: ReviewCardContent }) {
  return (
    <div className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <figure className="flex flex-1 flex-col">
        <ReviewsSectionStars rating={review.rating} />
        <blockquote className="mt-4 flex-1 leading-relaxed text-ink">“{review.reviewText}”</blockquote>
        <figcaption className="mt-5 border-t border-gray-100 pt-4">
          <span className="block font-semibold text-ink">{review.name}</span>
          {review.verified && <span className="mt-0.5 block text-sm font-semibold text-brand-700">✓ Verified customer</span>}
          <span className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
            {review.location}
          </span>
          <span className="mt-3 flex flex-wrap gap-1.5">
            {servicesOf(review).map((service) => (
              <span key={service} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                {service}
              </span>
            ))}
          </span>
        </figcaption>
      </figure>
      {review.reply && <ReviewReply reply={review.reply} />}
    </div>
  );
}

/** Stands in for a review while the list loads. */
export function ReviewsSectionCardPlaceholder() {
  return (
    <div
      aria-hidden="true"
      data-testid="review-placeholder"
      className="h-full animate-pulse rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <div className="h-5 w-28 rounded bg-gray-200" />
      <div className="mt-5 space-y-2">
        <div className="h-4 rounded bg-gray-200" />
        <div className="h-4 rounded bg-gray-200" />
        <div className="h-4 w-3/4 rounded bg-gray-200" />
      </div>
      <div className="mt-8 h-4 w-32 rounded bg-gray-200" />
      <div className="mt-2 h-3 w-24 rounded bg-gray-200" />
    </div>
  );
}
