import { StarIcons } from "@/components/star-icons";
import { RATING_MAX } from "@shared/constants";

/** A 1-5 star rating, read out as "Rated 4 out of 5 stars". */
export function ReviewsSectionStars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${RATING_MAX} stars`} className="flex gap-0.5">
      <StarIcons rating={rating} filled="h-5 w-5 fill-accent-400 text-accent-500" empty="h-5 w-5 fill-gray-200 text-gray-300" />
    </div>
  );
}
