import { StarIcons } from "@/components/star-icons";
import { RATING_MAX } from "@shared/constants";

/** Stars for a 1-5 rating; screen readers hear "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-xs text-ink-muted">Not rated</span>;
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`} className="inline-flex items-center gap-0.5">
      <StarIcons rating={rating} filled="h-4 w-4 fill-amber-400 text-amber-500" empty="h-4 w-4 fill-slate-100 text-slate-300" />
    </span>
  );
}
