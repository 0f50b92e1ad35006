import { reviewStatus } from "@shared/schema";
import type { ReviewRow } from "../api/staff-reviews";
import { ApproveReviewButton } from "./approve-review-button";
import { ModerateReviewDialog } from "./moderate-review-dialog";
import { RepublishReviewButton } from "./republish-review-button";
import { ReviewDetailsDialog } from "./review-details-dialog";

/** What staff can do with a review in its state, plus its reply and history; stacked in the table's narrow column. */
export function ReviewActions({ review, stacked = false }: { review: ReviewRow; stacked?: boolean }) {
  return (
    <div className={stacked ? "grid justify-items-stretch gap-2" : "flex flex-wrap gap-2"}>
      {review.isApproved === reviewStatus.pending && (
        <>
          <ApproveReviewButton reviewId={review.id} reviewerName={review.name} />
          <ModerateReviewDialog review={review} kind="reject" />
        </>
      )}
      {review.isApproved === reviewStatus.approved && <ModerateReviewDialog review={review} kind="unpublish" />}
      {review.isApproved === reviewStatus.unpublished && <RepublishReviewButton review={review} />}
      <ReviewDetailsDialog review={review} />
    </div>
  );
}
