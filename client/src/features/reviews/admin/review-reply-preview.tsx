import { formatDate } from "@/lib/formatters";
import type { ReviewRow } from "../api/staff-reviews";

/** The business's reply under the review text in the staff list. */
export function ReviewReplyPreview({ reply }: { reply: NonNullable<ReviewRow["reply"]> }) {
  return (
    <p className="mt-2 border-l-2 border-brand-300 pl-3 text-sm text-ink-muted">
      <span className="font-semibold text-ink">Your reply ({formatDate(reply.updatedAt)}):</span>{" "}
      <span className="wrap-break-word whitespace-pre-line">{reply.text}</span>
    </p>
  );
}
