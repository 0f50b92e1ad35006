import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { reviewStatus } from "@shared/schema";
import { type ReviewReplyInput, reviewReplySchema } from "@shared/reviews/review-moderation-validation";
import { TextareaField } from "@/components/forms/textarea-field";
import { useBusiness } from "@/lib/client-config";
import { formatDateTime } from "@/lib/formatters";
import type { ReviewRow } from "../api/staff-reviews";
import { useReviewChange } from "../api/use-review-change";
import { dialogButton } from "@/components/staff/staff-dialog";

/** Set, edit or remove the one public reply a review can have. */
export function ReviewReplyEditor({ review }: { review: ReviewRow }) {
  const business = useBusiness();
  const change = useReviewChange();
  const form = useForm<ReviewReplyInput>({ resolver: zodResolver(reviewReplySchema), defaultValues: { text: review.reply?.text ?? "" } });
  const published = review.isApproved === reviewStatus.approved;
  const hint = `Shown under the review as "Response from ${business.name}"${published ? "." : " once the review is published."}${
    review.reply ? ` Last changed ${formatDateTime(review.reply.updatedAt)}.` : ""
  }`;

  return (
    <section aria-labelledby={`reply-${review.id}`}>
      <h3 id={`reply-${review.id}`} className="text-base font-semibold text-ink">
        Public reply
      </h3>
      <form
        noValidate
        className="mt-2 grid gap-3"
        onSubmit={form.handleSubmit(({ text }) => change.mutate({ kind: "reply", id: review.id, text }))}
      >
        <TextareaField label="Reply text" rows={4} hint={hint} error={form.formState.errors.text?.message} {...form.register("text")} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {review.reply && (
            <button
              type="button"
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: "remove-reply", id: review.id })}
              className={dialogButton.secondary}
            >
              Remove reply
            </button>
          )}
          <button type="submit" disabled={change.isPending} className={dialogButton.primary}>
            {change.isPending ? "Saving..." : review.reply ? "Save changes" : "Publish reply"}
          </button>
        </div>
      </form>
    </section>
  );
}
