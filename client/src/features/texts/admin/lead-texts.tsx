import { type FormEvent, useId, useState } from "react";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { countSegments } from "@shared/texts/segments";
import { type LeadTextView, MAX_STAFF_TEXT, OPT_OUT_LINE, type SmsConsentView } from "@shared/texts/text-api";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/lib/formatters";
import { useSendText } from "../api/texts";
import { toastFailure } from "@/components/staff/failure-toast";
import { primaryButton, textAreaClass } from "@/components/staff/form-styles";
import { LeadSection } from "@/components/staff/lead-section";

const STATUS_WORDS: Record<LeadTextView["status"], string> = {
  queued: "Waiting to send",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  undelivered: "Not delivered",
  received: "Received",
  "not-sent": "Not sent",
};

interface LeadTextsProps {
  kind: LeadKind;
  leadId: number;
  consent: SmsConsentView | null;
  texts: readonly LeadTextView[];
}

/** The texts with the homeowner (sent, received, still to go), the consent they gave, and a free text from staff. */
export function LeadTexts({ kind, leadId, consent, texts }: LeadTextsProps) {
  const id = useId();
  const [body, setBody] = useState("");
  const send = useSendText(kind, leadId);
  // what the homeowner receives: the opt-out line is added to every text
  const count = countSegments(body.trim() ? `${body.trim()} ${OPT_OUT_LINE}` : "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    send.mutate(body, {
      onSuccess: (sent) => {
        setBody("");
        toast({ title: "Text on its way", description: `${sent.segments} segment${sent.segments === 1 ? "" : "s"}` });
      },
      onError: toastFailure("Not sent"),
    });
  };
  return (
    <LeadSection title="Texts">
      <p className="mt-1 text-sm text-ink-muted">
        {consent
          ? `Asked for texts to ${consent.number} on the ${consent.form.toLowerCase()}, ${formatDateTime(consent.at)}.`
          : "Did not ask for texts on the form: only texts you write go, and never after STOP."}
      </p>
      {texts.length > 0 && (
        <ol className="mt-3 grid gap-2">
          {texts.map((text, at) => (
            <li
              key={`${text.sid ?? "queued"}-${at}`}
              className={`max-w-[90%] rounded-lg px-3 py-2 text-sm ${text.direction === "in" ? "justify-self-start bg-gray-100" : "justify-self-end bg-brand-50"}`}
            >
              <p className="whitespace-pre-wrap break-words text-ink">{text.body}</p>
              {text.possibleOptOut && (
                <p className="mt-1 text-xs font-semibold text-red-800">May mean STOP: check with the homeowner before texting again.</p>
              )}
              <p className="mt-1 text-xs text-ink-muted">
                {text.direction === "in" ? "From the homeowner" : STATUS_WORDS[text.status]}
                {text.reason ? `: ${text.reason}` : ""} · {text.sendAt ? `goes ${formatDateTime(text.sendAt)}` : formatDateTime(text.at)} ·{" "}
                {text.segments} segment
                {text.segments === 1 ? "" : "s"}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-3 space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Text to the homeowner
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={MAX_STAFF_TEXT}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={`${id}-count`}
          className={textAreaClass}
        />
        <p id={`${id}-count`} className="text-xs text-ink-muted" aria-live="polite">
          {count.segments} segment{count.segments === 1 ? "" : "s"} ({count.encoding}) with "{OPT_OUT_LINE}" · {count.remaining} characters
          left in this segment
        </p>
        <button type="submit" disabled={send.isPending || !body.trim()} className={primaryButton}>
          {send.isPending ? "Sending..." : "Send text"}
        </button>
      </form>
    </LeadSection>
  );
}
