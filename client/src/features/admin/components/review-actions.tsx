import { reviewStatus } from "@shared/schema";
import type { ReviewRow } from "../api/admin-lists";
import { ApproveReviewButton } from "./approve-review-button";
import { ModerateReviewDialog } from "./moderate-review-dialog";
import { RepublishReviewButton } from "./republish-review-button";
import { ReviewDetailsDialog } from "./review-details-dialog";

/** What staff can do with a review in its state, plus its reply and history; stacked in the table's narrow column. */
export function ReviewActions({ review, onSessionEnded, stacked = false }: { review: ReviewRow; onSessionEnded: () => void; stacked?: boolean }) {
  return (
    <div className={stacked ? "grid justify-items-stretch gap-2" : "flex flex-wrap gap-2"}>
      {review.isApproved === reviewStatus.pending && (
        <>
          <ApproveReviewButton reviewId={review.id} reviewerName={review.name} onSessionEnded={onSessionEnded} />
          <ModerateReviewDialog review={review} kind="reject" onSessionEnded={onSessionEnded} />
        </>
      )}
      {review.isApproved === reviewStatus.approved && <ModerateReviewDialog review={review} kind="unpublish" onSessionEnded={onSessionEnded} />}
      {review.isApproved === reviewStatus.unpublished && <RepublishReviewButton review={review} onSessionEnded={onSessionEnded} />}
      <ReviewDetailsDialog review={review} onSessionEnded={onSessionEnded} />
    </div>
  );
}
