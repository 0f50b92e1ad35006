import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, type Resolver, useForm, useWatch } from "react-hook-form";
import { Link } from "wouter";
import { BUDGET_OPTIONS, LENGTH_OPTIONS, MAX_SERVICES, TIMELINE_OPTIONS } from "@shared/constants";
import { type QuoteRequest, type QuoteRequestInput, quoteRequestSchema } from "@shared/leads/quote-request";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { LocationSuggestions } from "../rules/location-suggestions";
import { QualificationNotes } from "../rules/qualification-notes";
import { SelectField } from "@/components/forms/select-field";
import { ServiceCheckboxes } from "@/components/forms/service-checkboxes";
import { TextField } from "@/components/forms/text-field";
import { useFormSignals } from "@/components/forms/use-form-signals";
import { useLeadRules } from "../rules/use-lead-rules";
import { toast } from "@/components/ui/use-toast";
import { useBusiness } from "@/lib/client-config";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { bookingPathOf } from "@shared/visits/booking-links";
import { useSubmitQuoteRequest } from "../api/submit-quote-request";
import { ContactFields, contactFieldsOf } from "../contact-fields/contact-fields";
import { SitePhotosField } from "../site-photos/site-photos-field";
import { SmsConsentField } from "@/components/forms/text-consent-field";
import { missingPhotosMessage, useSitePhotos } from "../site-photos/use-site-photos";
import { quoteFailureMessage } from "./quote-failure-message";
import { fieldProps } from "@/components/forms/field-props";
import { SubmitButton } from "@/components/forms/submit-button";

/**
 * What the inputs hold: text, where a select's prompt is the empty string the schema rejects with its message.
 * The photos are the photo field's own (they send while the visitor types), added when the form is sent.
 */
type QuoteFormValues = Record<Exclude<keyof QuoteRequestInput, "photos" | "smsConsent">, string> & { smsConsent: boolean };

/** Every field starts empty (spec section 5); the selects show their prompt until a choice is made. */
const EMPTY_QUOTE: QuoteFormValues = {
  name: "",
  phone: "",
  email: "",
  service: "",
  length: "",
  location: "",
  timeline: "",
  budget: "",
  smsConsent: false,
};

const QUOTE_FIELDS = Object.keys(EMPTY_QUOTE) as (keyof QuoteFormValues)[];

const SELECTS = [
  { name: "length", label: "Project length/area", placeholder: "Select length", options: LENGTH_OPTIONS },
  { name: "timeline", label: "Preferred timeline", placeholder: "Select timeline", options: TIMELINE_OPTIONS },
  { name: "budget", label: "Estimated budget", placeholder: "Select budget", options: BUDGET_OPTIONS },
] as const;

const resolver = zodResolver(quoteRequestSchema) as Resolver<QuoteFormValues, unknown, QuoteRequest>;

/** The main quote form: idle, Sending..., then a success toast and a full reset, or a failure toast keeping the values. */
export function QuoteForm() {
  const business = useBusiness();
  const submit = useSubmitQuoteRequest();
  const form = useForm<QuoteFormValues, unknown, QuoteRequest>({
    resolver,
    defaultValues: EMPTY_QUOTE,
  });
  const { errors } = form.formState;
  const { honeypotRef, signals } = useFormSignals();
  const { rules, loadOnUse } = useLeadRules();
  const sitePhotos = useSitePhotos();
  const [sent, setSent] = useState<{ reference: string; bookingPath: string | null } | null>(null);
  const [service, length, location] = useWatch({ control: form.control, name: ["service", "length", "location"] });
  const qualification = rules?.qualifyQuote({ service, length, location }, business.serviceCouncils) ?? null;

  const onSubmit = form.handleSubmit(async (request) => {
    const photos = await sitePhotos.settled();
    const missing = missingPhotosMessage(photos.failed);
    return submit.mutateAsync({ ...request, ...(photos.tokens.length ? { photos: photos.tokens } : {}), ...signals() }).then(
      (lead) => {
        toast({
          title: "Quote request sent successfully!",
          description: (
            <>
              <span className="block">{`Thank you for your inquiry. We'll contact you ${business.responsePromise} with your free quote.`}</span>
              <span className="mt-1 block font-semibold text-ink">Your reference: {lead.reference}</span>
              {missing && <span className="mt-1 block">{missing}</span>}
              {bookingPathOf(lead.bookingUrl) && (
                <a href={bookingPathOf(lead.bookingUrl)!} className="mt-2 block font-semibold text-brand-700 underline">
                  Book your free site visit now
                </a>
              )}
            </>
          ),
        });
        setSent({ reference: lead.reference, bookingPath: bookingPathOf(lead.bookingUrl) });
        form.reset(EMPTY_QUOTE);
        sitePhotos.reset();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, QUOTE_FIELDS, form.setError);
        toast({ title: "Failed to send request", description: quoteFailureMessage(error), variant: "destructive" });
      },
    );
  });

  const sending = form.formState.isSubmitting || submit.isPending;
  return (
    <form noValidate onSubmit={onSubmit} {...loadOnUse} aria-label="Free quote request" className="relative grid gap-5">
      {sent?.bookingPath && (
        <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">Request {sent.reference} sent. Thank you!</p>
          <p className="mt-1">Book your free on-site consultation now, at a time that suits you.</p>
          {/* a plain link: the booking page is rendered whole by the server */}
          <a
            href={sent.bookingPath}
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Book your free site visit
          </a>
        </div>
      )}
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields idPrefix="quote" fields={contactFieldsOf(form)} labels={{ phone: "Phone number", email: "Email address" }} />
        <TextField
          required
          id="quote-location"
          label="Project location"
          placeholder="e.g. Chermside, Brisbane"
          autoComplete="address-level2"
          list="quote-location-suggestions"
          {...fieldProps(form, "location")}
        />
        <LocationSuggestions id="quote-location-suggestions" rules={rules} typed={location} />
      </div>
      <Controller
        control={form.control}
        name="service"
        render={({ field }) => (
          <ServiceCheckboxes
            legend={`Services required (select up to ${MAX_SERVICES})`}
            required
            hint={(count) => (count === 0 ? "Choose one or two services." : `${count} of ${MAX_SERVICES} selected.`)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstBoxRef={field.ref}
            error={errors.service?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {SELECTS.map((select) => (
          <SelectField
            key={select.name}
            required
            id={`quote-${select.name}`}
            label={select.label}
            placeholder={select.placeholder}
            options={select.options}
            error={errors[select.name]?.message}
            {...form.register(select.name)}
          />
        ))}
      </div>
      <SitePhotosField id="quote-photos" photos={sitePhotos} />
      <SmsConsentField id="quote-sms-consent" {...form.register("smsConsent")} />
      <QualificationNotes rules={rules} qualification={qualification} serviceArea={business.serviceArea} />
      <div>
        <SubmitButton sending={sending} className="text-lg">
          Get My Free Quote
        </SubmitButton>
        <p className="mt-3 text-sm text-ink-muted">
          By submitting this form, you agree to our{" "}
          <Link href="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </form>
  );
}

export default QuoteForm;
