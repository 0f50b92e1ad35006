import { FileText } from "lucide-react";
import { useState } from "react";
import { formatCents } from "@shared/quotes/quote-math";
import type { QuoteEmailView, QuoteVersionView, StaffQuoteView } from "@shared/quotes/quote-views";
import { toast } from "@/components/ui/use-toast";
import { formatDate, formatDateTime } from "@/lib/formatters";
import { quotePdfUrl, useFollowUpQuote, useLogQuoteReply, useSendQuote } from "../api/quotes";
import { dialogButton } from "@/components/staff/staff-dialog";
import { emptyQuote, fromVersion } from "./quote-form-values";
import { QuoteEditor } from "./quote-editor";
import { toastFailure } from "@/components/staff/failure-toast";
import { LeadSection } from "@/components/staff/lead-section";

const STATE_LABEL: Record<QuoteVersionView["state"], string> = {
  draft: "Draft, not sent",
  sent: "Sent, waiting for an answer",
  superseded: "Superseded",
  accepted: "Accepted",
  declined: "Declined",
};
const STATE_TONE: Record<QuoteVersionView["state"], string> = {
  draft: "bg-amber-50 text-amber-900 ring-amber-200",
  sent: "bg-blue-50 text-blue-900 ring-blue-200",
  superseded: "bg-gray-100 text-ink-muted ring-gray-200",
  accepted: "bg-green-50 text-green-900 ring-green-200",
  declined: "bg-red-50 text-red-800 ring-red-200",
};
const EMAIL_LABEL: Record<QuoteEmailView["kind"], string> = {
  quote: "Quote",
  "follow-up": "Follow-up",
  confirmation: "Confirmation with PDF",
};

const failed = toastFailure("Not done");

function QuoteEmails({ emails }: { emails: QuoteEmailView[] }) {
  if (emails.length === 0) return null;
  const sorted = [...emails].sort((a, b) => (a.runAt ?? "").localeCompare(b.runAt ?? ""));
  return (
    <div className="mt-3">
      <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Emails</h4>
      <ul className="mt-1 grid gap-1 text-sm">
        {sorted.map((email) => (
          <li key={email.id} className="flex flex-wrap justify-between gap-x-3 text-ink">
            <span>
              {EMAIL_LABEL[email.kind]}
              {email.manual ? " (by hand)" : ""}
            </span>
            <span className="text-ink-muted">
              {email.state === "sent" && email.finishedAt
                ? `sent ${formatDateTime(email.finishedAt)}`
                : email.state === "stopped"
                  ? `not sent: ${email.note?.replace(/^Not sent: /, "")}`
                  : email.runAt
                    ? `${email.state} for ${formatDateTime(email.runAt)}`
                    : email.state}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface LeadQuoteProps {
  reference: string;
  quote: StaffQuoteView | null;
}

/**
 * The lead's quote: write it, check the PDF, send it, see its versions and emails, follow it up by hand or log
 * the homeowner's reply. A sent version never changes: changing it makes the next version.
 */
export function LeadQuote({ reference, quote }: LeadQuoteProps) {
  const [editing, setEditing] = useState(false);
  const newest = quote?.versions[0];
  // staff see the draft until a version is sent; the homeowner's link shows only what was sent
  const shown = quote?.versions.find((v) => v.version === quote.shownVersion) ?? newest;
  const send = useSendQuote(quote?.id ?? 0);
  const followUp = useFollowUpQuote(quote?.id ?? 0);
  const reply = useLogQuoteReply(quote?.id ?? 0);
  const accepted = quote?.versions.find((v) => v.state === "accepted");
  const waiting = quote?.waitingForAnswer ?? false;

  return (
    <LeadSection title="Quote">
      {!quote || !newest ? (
        !editing && (
          <p className="mt-2 text-sm text-ink-muted">No quote yet. Write one here and send it: the homeowner accepts it online.</p>
        )
      ) : (
        <div className="mt-2 grid gap-2">
          {quote.versions.map((version) => (
            <div key={version.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">Version {version.version}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_TONE[version.state]}`}>
                  {STATE_LABEL[version.state]}
                </span>
                <span className="tabular-nums text-ink">{formatCents(version.totalCents)}</span>
              </span>
              <a
                href={quotePdfUrl(quote.id, version.version)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                PDF<span className="sr-only"> of version {version.version}</span>
              </a>
            </div>
          ))}
          {shown?.sentAt && (
            <p className="text-sm text-ink-muted">
              Sent {formatDateTime(shown.sentAt)}
              {shown.expiresAt ? `, valid until ${formatDate(shown.expiresAt)}` : ""}.
            </p>
          )}
          {accepted?.accepted && (
            <p className="text-sm text-green-900">
              Accepted by {accepted.accepted.name} on {formatDateTime(accepted.accepted.at)}
              {quote.coolingOffEnds ? `; cooling-off ends ${formatDate(`${quote.coolingOffEnds}T12:00:00+10:00`)}` : ""}.
            </p>
          )}
          {waiting && quote.coolingOffEnds && (
            <p className="text-sm text-ink-muted">
              If accepted today, the cooling-off period ends {formatDate(`${quote.coolingOffEnds}T12:00:00+10:00`)}.
            </p>
          )}
          {shown?.declined && (
            <p className="text-sm text-red-800">
              Declined {formatDateTime(shown.declined.at)}
              {shown.declined.reason ? `: "${shown.declined.reason}"` : ""}.
            </p>
          )}
          {quote.unsubscribed && <p className="text-sm text-ink-muted">The homeowner unsubscribed from follow-ups.</p>}
          {quote.followUpsStoppedAt && (
            <p className="text-sm text-ink-muted">Reply logged {formatDateTime(quote.followUpsStoppedAt)}: no more follow-ups.</p>
          )}
          <QuoteEmails emails={quote.emails} />
        </div>
      )}

      {editing ? (
        <QuoteEditor
          quoteId={quote?.id}
          reference={reference}
          initial={newest ? fromVersion(newest) : emptyQuote()}
          nextVersion={!newest ? 1 : newest.state === "draft" ? newest.version : newest.version + 1}
          onDone={() => setEditing(false)}
        />
      ) : (
        !accepted && (
          <div className="mt-3 flex flex-wrap gap-2">
            {newest?.state === "draft" && (
              <button
                type="button"
                className={dialogButton.primary}
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(undefined, {
                    onSuccess: () =>
                      toast({
                        title: `Version ${newest.version} sent`,
                        description: "The homeowner gets an email with their private link. The lead is Quoted.",
                      }),
                    onError: failed,
                  })
                }
              >
                Send version {newest.version}
              </button>
            )}
            <button type="button" className={dialogButton.secondary} onClick={() => setEditing(true)}>
              {!newest ? "Write a quote" : newest.state === "draft" ? `Change version ${newest.version}` : "Change quote"}
            </button>
            {waiting && (
              <>
                <button
                  type="button"
                  className={dialogButton.secondary}
                  disabled={followUp.isPending || quote?.unsubscribed}
                  onClick={() => followUp.mutate(undefined, { onSuccess: () => toast({ title: "Follow-up on its way" }), onError: failed })}
                >
                  Send a follow-up now
                </button>
                {!quote?.followUpsStoppedAt && (
                  <button
                    type="button"
                    className={dialogButton.secondary}
                    disabled={reply.isPending}
                    onClick={() =>
                      reply.mutate(undefined, {
                        onSuccess: () => toast({ title: "Reply logged", description: "No more scheduled follow-ups." }),
                        onError: failed,
                      })
                    }
                  >
                    Homeowner replied
                  </button>
                )}
              </>
            )}
          </div>
        )
      )}
    </LeadSection>
  );
}
