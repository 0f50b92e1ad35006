import { StarIcons } from "@/components/star-icons";
import { RATING_MAX } from "@shared/constants";

/** Stars for the eye, "4 out of 5" for a screen reader. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
      <span className="sr-only">
        {rating} out of {RATING_MAX}
      </span>
      <StarIcons rating={rating} filled="h-4 w-4 fill-accent-400 text-accent-500" empty="h-4 w-4 text-gray-300" />
    </span>
  );
}
