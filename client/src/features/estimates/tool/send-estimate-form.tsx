import { CalendarCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type ContactValues, ESTIMATE_FORM_ACTION, type EstimateFormState, type FieldErrors } from "@shared/estimates/estimate-fields";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { TextField } from "@/components/forms/text-field";
import { useFormSignals } from "@/components/forms/use-form-signals";
import { ApiError } from "@/lib/api-client";
import { useBusiness } from "@/lib/client-config";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { sendEstimate } from "./send-estimate";
import { SmsConsentField } from "@/components/forms/text-consent-field";
import { SubmitButton } from "@/components/forms/submit-button";

interface SendEstimateFormProps {
  /** the estimate's own fields, sent with the contact details (hidden inputs without JavaScript) */
  fields: Record<string, string>;
  contact: ContactValues;
  onContactChange: (contact: ContactValues) => void;
  /** the page without JavaScript: the server's answer to this form */
  posted: Pick<EstimateFormState, "errors" | "sent" | "problem"> | null;
}

type Sent = NonNullable<EstimateFormState["sent"]>;

function SentNotice({ sent }: { sent: Sent }) {
  return (
    <div role="status" className="rounded-2xl border border-green-300 bg-green-50 p-5 sm:p-6">
      <h2 className="text-xl font-bold text-ink">Estimate sent</h2>
      <p className="mt-2 text-base text-ink">
        We've emailed it to you. Your reference is <strong className="font-mono">{sent.reference}</strong>.
      </p>
      <a
        href={sent.bookingUrl}
        className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        <CalendarCheck aria-hidden="true" className="h-5 w-5" />
        Book your free site visit
      </a>
    </div>
  );
}

/** "Send me this estimate": name, phone, email and suburb, under the range; sent, it becomes a quote request. */
export function SendEstimateForm({ fields, contact, onContactChange, posted }: SendEstimateFormProps) {
  const business = useBusiness();
  const { honeypotRef, signals } = useFormSignals();
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {});
  const [problem, setProblem] = useState<string | null>(posted?.problem ?? null);
  const [sent, setSent] = useState<Sent | null>(posted?.sent ?? null);
  const [sending, setSending] = useState(false);
  const [smsConsent, setSmsConsent] = useState(false);

  if (sent) return <SentNotice sent={sent} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      setSent(await sendEstimate(fields, contact, smsConsent, signals()));
    } catch (error) {
      const byField = serverFieldErrors(error);
      setErrors(byField);
      const contactError = Object.keys(byField).some((field) => field in contact);
      if (!contactError) {
        setProblem(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : `We couldn't send it just now. Please try again, or call us on ${business.phone.display}.`,
        );
      }
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof ContactValues) => ({
    name,
    required: true,
    value: contact[name],
    onChange: (event: { target: { value: string } }) => onContactChange({ ...contact, [name]: event.target.value }),
    error: errors[name],
  });

  return (
    <form
      method="post"
      action={ESTIMATE_FORM_ACTION}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="send-estimate-title"
      className="relative rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="send-estimate-title" className="text-xl font-bold text-ink">
        Send me this estimate
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        We'll email it to you with a link to book a free site visit, and call you {business.responsePromise}.
      </p>
      <input type="hidden" name="intent" value="send" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotField ref={honeypotRef} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField id="estimate-name" label="Full name" autoComplete="name" {...field("name")} />
        <TextField id="estimate-phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" {...field("phone")} />
        <TextField id="estimate-email" label="Email address" type="email" autoComplete="email" {...field("email")} />
        <TextField id="estimate-suburb" label="Suburb of the job" autoComplete="address-level2" {...field("suburb")} />
      </div>
      <div className="mt-4">
        <SmsConsentField
          id="estimate-sms-consent"
          name="smsConsent"
          value="true"
          checked={smsConsent}
          onChange={(event) => setSmsConsent(event.target.checked)}
        />
      </div>
      {problem && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <SubmitButton sending={sending} className="mt-5">
        Send me this estimate
      </SubmitButton>
    </form>
  );
}
