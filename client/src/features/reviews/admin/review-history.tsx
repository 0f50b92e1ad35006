import { moderationReasonLabel, REVIEW_AUDIT_ACTIONS } from "@shared/reviews/review-moderation";
import { formatDateTime } from "@/lib/formatters";
import { useReviewHistory } from "../api/use-review-history";
import { reviewStatusLabel } from "./review-status";

const actionLabels: Record<string, string> = {
  [REVIEW_AUDIT_ACTIONS.approve]: "Approved",
  [REVIEW_AUDIT_ACTIONS.reject]: "Rejected",
  [REVIEW_AUDIT_ACTIONS.unpublish]: "Unpublished",
  [REVIEW_AUDIT_ACTIONS.republish]: "Republished",
  [REVIEW_AUDIT_ACTIONS.replySet]: "Reply added",
  [REVIEW_AUDIT_ACTIONS.replyEdit]: "Reply edited",
  [REVIEW_AUDIT_ACTIONS.replyDelete]: "Reply removed",
};

/** The review's audit trail, oldest first, read-only. */
export function ReviewHistory({ reviewId, enabled }: { reviewId: number; enabled: boolean }) {
  const history = useReviewHistory(reviewId, enabled);
  return (
    <section aria-labelledby={`history-${reviewId}`}>
      <h3 id={`history-${reviewId}`} className="text-base font-semibold text-ink">
        History
      </h3>
      {history.isPending ? (
        <p className="mt-2 text-sm text-ink-muted">Loading history...</p>
      ) : history.isError ? (
        <p className="mt-2 text-sm text-red-700">Could not load the history. Close and open this window to try again.</p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No moderation actions or replies yet.</p>
      ) : (
        <ol aria-label="Moderation history, oldest first" className="mt-2 grid gap-2">
          {history.data.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-gray-200 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-ink">{actionLabels[entry.action] ?? entry.action}</span>
                <time dateTime={entry.at} className="text-xs text-ink-muted">
                  {formatDateTime(entry.at)}
                </time>
              </div>
              <p className="text-ink-muted">
                by {entry.actor}
                {entry.fromState !== entry.toState && ` · ${reviewStatusLabel(entry.fromState)} → ${reviewStatusLabel(entry.toState)}`}
              </p>
              {entry.reason && <p className="text-ink">Reason: {moderationReasonLabel(entry.reason)}</p>}
              {entry.note && (
                <p className="wrap-break-word whitespace-pre-line text-ink">{entry.reason ? `Note: ${entry.note}` : `“${entry.note}”`}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
