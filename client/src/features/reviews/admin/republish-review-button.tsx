import { RotateCcw } from "lucide-react";
import type { ReviewRow } from "../api/staff-reviews";
import { useReviewChange } from "../api/use-review-change";
import { rowButton } from "./review-actions-styles";

/** unpublished -> approved: the review shows on the website again. */
export function RepublishReviewButton({ review }: { review: ReviewRow }) {
  const change = useReviewChange();
  return (
    <button
      type="button"
      onClick={() => change.mutate({ kind: "republish", id: review.id })}
      disabled={change.isPending}
      aria-label={`Republish review by ${review.name}`}
      className={rowButton.primary}
    >
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {change.isPending ? "Republishing..." : "Republish"}
    </button>
  );
}
