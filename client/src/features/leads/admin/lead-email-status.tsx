import { type LeadEmailStatus, RECEIPT_LIMIT } from "@shared/leads/lead-emails";
import { formatDateTime } from "@/lib/formatters";
import { useResendLeadEmail } from "../api/use-resend-lead-email";

const KIND_LABEL: Record<LeadEmailStatus["kind"], string> = { "staff-alert": "Staff alert", receipt: "Receipt" };
const STATE_STYLE: Record<LeadEmailStatus["state"], string> = {
  queued: "bg-gray-100 text-gray-800",
  retrying: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  "not-sent": "bg-gray-100 text-gray-800",
};

const NOT_SENT: Record<NonNullable<LeadEmailStatus["notSentReason"]>, string> = {
  spam: "Not sent: spam",
  limit: "Not sent: limit",
};
const NOT_SENT_WHY: Record<NonNullable<LeadEmailStatus["notSentReason"]>, string> = {
  spam: "A submission screened as spam gets no receipt; Not spam sends it.",
  limit: `This address, or this visitor, already had ${RECEIPT_LIMIT.perRecipient} receipts in ${RECEIPT_LIMIT.windowHours} hours.`,
};

function describe(email: LeadEmailStatus): string {
  if (email.state === "sent" && email.sentAt) return `Sent ${formatDateTime(email.sentAt)}`;
  if (email.state === "retrying") return `Retrying (attempt ${email.attempts})`;
  if (email.state === "failed") return "Failed";
  if (email.state === "not-sent") return email.notSentReason ? NOT_SENT[email.notSentReason] : "Not sent";
  return "Queued";
}

/**
 * The state of a lead's staff alert and receipt, with Resend for a failed one. In a list row (compact)
 * the last error is left to the lead's own page, so one row stays a few lines high.
 */
export function LeadEmailStatusList({ emails, compact = false }: { emails: readonly LeadEmailStatus[]; compact?: boolean }) {
  if (emails.length === 0) return <span className="text-ink-muted">None</span>;
  return (
    <ul className="space-y-1.5">
      {emails.map((email) => (
        <li key={email.id} className="text-xs">
          <span className="font-medium text-ink">{KIND_LABEL[email.kind]}: </span>
          <span
            className={`rounded px-1.5 py-0.5 font-semibold whitespace-nowrap ${STATE_STYLE[email.state]}`}
            title={email.notSentReason ? NOT_SENT_WHY[email.notSentReason] : undefined}
          >
            {describe(email)}
          </span>
          {!compact && email.lastError && email.state !== "sent" && (
            <span className="mt-0.5 block break-words text-ink-muted">Last error: {email.lastError}</span>
          )}
          {!compact && email.notSentReason && <span className="mt-0.5 block text-ink-muted">{NOT_SENT_WHY[email.notSentReason]}</span>}
          {email.state === "failed" && <ResendButton email={email} />}
        </li>
      ))}
    </ul>
  );
}

function ResendButton({ email }: { email: LeadEmailStatus }) {
  const resend = useResendLeadEmail();
  return (
    <button
      type="button"
      onClick={() => resend.mutate(email.id)}
      disabled={resend.isPending}
      className="mt-1 inline-flex min-h-8 items-center rounded-md border border-gray-300 bg-white px-2.5 text-xs font-semibold text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
    >
      {resend.isPending ? "Resending..." : `Resend ${KIND_LABEL[email.kind].toLowerCase()}`}
    </button>
  );
}
