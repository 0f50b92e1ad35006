import type { QuotePageView } from "@shared/quotes/quote-views";
import { controlClass, hintClass, labelClass } from "@/components/forms/field-styles";

const acceptButton =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto";
const declineButton =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg border border-gray-300 bg-white px-5 py-3 text-base font-semibold text-ink shadow-sm hover:bg-gray-50 sm:w-auto";
const errorText = "mt-1.5 text-sm font-medium text-red-700";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={errorText}>
      {message}
    </p>
  );
}

/** A box the homeowner must tick (the guide received, the quote accepted), with its error under it. */
function Agreement({ name, error, children }: { name: string; error?: string; children: string }) {
  const errorId = `quote-${name}-error`;
  return (
    <div>
      <label className="flex items-start gap-3 text-base text-ink">
        <input
          type="checkbox"
          name={name}
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        {children}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * After the terms: the homeowner's acceptance (their typed name, the tick, and for $20,000 or more the
 * Consumer Building Guide tick) or their decline with an optional reason. Plain forms that post back.
 */
export function QuoteAnswer({ view }: { view: QuotePageView }) {
  const { errors, values } = view;
  const levelTwo = view.version.level === "level-two";
  return (
    <section aria-labelledby="quote-answer" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8 print:hidden">
      <h2 id="quote-answer" className="text-xl font-semibold text-ink">
        Accept this quote
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Typing your name and ticking the box below is your signature on this quote and its terms.
      </p>
      <form method="post" action={view.path} className="mt-5 grid gap-5" aria-label="Accept this quote">
        <input type="hidden" name="action" value="accept" />
        <input type="hidden" name="version" value={view.version.contentHash ?? ""} />
        <div>
          <label htmlFor="quote-full-name" className={labelClass()}>
            Full name
          </label>
          <input
            id="quote-full-name"
            name="fullName"
            required
            autoComplete="name"
            maxLength={120}
            defaultValue={values.fullName}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? "quote-full-name-error" : undefined}
            className={`${controlClass({ invalid: Boolean(errors.fullName) })} mt-1.5`}
          />
          <FieldError id="quote-full-name-error" message={errors.fullName} />
        </div>
        {levelTwo && (
          <Agreement name="guide" error={errors.guide}>
            I have received the Consumer Building Guide
          </Agreement>
        )}
        <Agreement name="agree" error={errors.agree}>
          I accept this quote and its terms
        </Agreement>
        <div>
          <button type="submit" className={acceptButton}>
            Accept quote
          </button>
        </div>
      </form>

      <form method="post" action={view.path} className="mt-8 grid gap-3 border-t border-gray-200 pt-6" aria-label="Decline this quote">
        <input type="hidden" name="action" value="decline" />
        <h3 className="text-base font-semibold text-ink">Not going ahead?</h3>
        <div>
          <label htmlFor="quote-decline-reason" className={labelClass()}>
            Reason (optional)
          </label>
          <p className={hintClass()}>It helps us quote better next time.</p>
          <textarea
            id="quote-decline-reason"
            name="reason"
            rows={3}
            maxLength={500}
            defaultValue={values.reason}
            aria-invalid={errors.reason ? true : undefined}
            className={`${controlClass({ invalid: Boolean(errors.reason) })} mt-1.5`}
          />
          <FieldError id="quote-decline-reason-error" message={errors.reason} />
        </div>
        <div>
          <button type="submit" className={declineButton}>
            Decline
          </button>
        </div>
      </form>
    </section>
  );
}
