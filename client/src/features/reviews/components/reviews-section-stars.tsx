import { Star } from "lucide-react";
import { RATING_MAX } from "@shared/constants";

/** A 1-5 star rating, read out as "Rated 4 out of 5 stars". */
export function ReviewsSectionStars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${RATING_MAX} stars`} className="flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? "h-5 w-5 fill-accent-400 text-accent-500" : "h-5 w-5 fill-gray-200 text-gray-300"}
        />
      ))}
    </div>
  );
}
