import type { InputHTMLAttributes } from "react";
import { SMS_CONSENT_LABEL } from "@shared/texts/text-api";

/**
 * The quote forms' "Text me about my quote" tick, unticked until the visitor ticks it (the Spam Act asks for
 * consent): the receipt, the visit reminder and the quote by text, each with STOP to opt out.
 */
export function SmsConsentField({ id, ...input }: { id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 rounded border-gray-400 text-brand-700"
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-base font-medium text-ink">
          {SMS_CONSENT_LABEL}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          Your receipt, your site visit reminder and your quote, to your mobile. Reply STOP at any time.
        </p>
      </div>
    </div>
  );
}
