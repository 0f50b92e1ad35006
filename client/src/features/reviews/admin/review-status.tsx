import { clsx } from "clsx";
import type { ReactNode } from "react";
import { moderationReasonLabel } from "@shared/reviews/review-moderation";
import { reviewStatus } from "@shared/schema";
import type { ReviewRow } from "../api/staff-reviews";

const badges: Record<string, { label: string; className: string }> = {
  [reviewStatus.pending]: { label: "Pending", className: "bg-amber-50 text-amber-800 ring-amber-600/30" },
  [reviewStatus.approved]: { label: "Approved", className: "bg-brand-50 text-brand-800 ring-brand-600/30" },
  [reviewStatus.rejected]: { label: "Rejected", className: "bg-red-50 text-red-800 ring-red-600/30" },
  [reviewStatus.unpublished]: { label: "Unpublished", className: "bg-gray-100 text-gray-800 ring-gray-500/30" },
};

/** "Pending", "Rejected"...; a value outside the four states is shown as stored. */
export const reviewStatusLabel = (status: string) => badges[status]?.label ?? status;

/** The state as a badge (any other stored value as plain text, spec section 4), its reason, and the flags that hold it for a look. */
export function ReviewStatus({
  review,
}: {
  review: Pick<ReviewRow, "isApproved" | "moderationReason" | "moderationNote" | "containsLinks" | "duplicateOfId">;
}) {
  const badge = badges[review.isApproved];
  return (
    <div className="grid justify-items-start gap-1.5">
      {badge ? (
        <span
          className={clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", badge.className)}
        >
          {badge.label}
        </span>
      ) : (
        <span>{review.isApproved}</span>
      )}
      {review.moderationReason && (
        <span className="text-xs text-ink-muted">
          {moderationReasonLabel(review.moderationReason)}
          {review.moderationNote && `: ${review.moderationNote}`}
        </span>
      )}
      {review.containsLinks && <Flag>Contains links</Flag>}
      {review.duplicateOfId !== null && <Flag>Duplicate of #{review.duplicateOfId}</Flag>}
    </div>
  );
}

function Flag({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-md bg-orange-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-orange-900 ring-1 ring-orange-600/30 ring-inset">
      {children}
    </span>
  );
}
