import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import type { ReviewRow } from "../api/staff-reviews";
import { AdminDialog } from "@/components/staff/staff-dialog";
import { rowButton } from "./review-actions-styles";
import { ReviewHistory } from "./review-history";
import { ReviewReplyEditor } from "./review-reply-editor";

/** The owner's public reply and the review's audit trail, behind one button per review. */
export function ReviewDetailsDialog({ review }: { review: ReviewRow }) {
  const [open, setOpen] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" aria-label={`Reply and history for review by ${review.name}`} className={rowButton.secondary}>
          <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
          Reply &amp; history
        </button>
      }
      title={`Review #${review.id} by ${review.name}`}
      description="Write the business's public reply, and see every moderation action and reply change."
    >
      <div className="grid gap-6">
        <blockquote className="rounded-lg bg-gray-50 px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-ink ring-1 ring-gray-200">
          {review.reviewText}
        </blockquote>
        {review.verified && review.leadKind && review.leadId && (
          <p className="text-sm text-ink">
            <span className="font-semibold text-brand-700">✓ Verified customer</span>: sent from the review link of a completed job.{" "}
            <a href={leadAdminPath({ kind: review.leadKind, id: review.leadId })} className="font-semibold text-brand-700 underline">
              Open the lead
            </a>
          </p>
        )}
        <ReviewReplyEditor key={review.reply?.updatedAt ?? "none"} review={review} />
        <ReviewHistory reviewId={review.id} enabled={open} />
      </div>
    </AdminDialog>
  );
}
