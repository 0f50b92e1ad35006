import { Star } from "lucide-react";
import { RATING_MAX } from "@shared/constants";

/** Stars for the eye, "4 out of 5" for a screen reader. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
      <span className="sr-only">
        {rating} out of {RATING_MAX}
      </span>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? "h-4 w-4 fill-accent-400 text-accent-500" : "h-4 w-4 text-gray-300"}
        />
      ))}
    </span>
  );
}
