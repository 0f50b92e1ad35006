import { Check } from "lucide-react";
import { useApproveReview } from "../api/use-approve-review";

/** Each row owns its request, so two approvals in a row each show their own progress. */
export function ApproveReviewButton({ reviewId, reviewerName }: { reviewId: number; reviewerName: string }) {
  const approve = useApproveReview();
  return (
    <button
      type="button"
      onClick={() => approve.mutate(reviewId)}
      disabled={approve.isPending}
      aria-label={`Approve review by ${reviewerName}`}
      className="inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <Check aria-hidden="true" className="h-4 w-4" />
      {approve.isPending ? "Approving..." : "Approve"}
    </button>
  );
}
