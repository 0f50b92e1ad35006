import { zodResolver } from "@hookform/resolvers/zod";
import { ContactFields, contactFieldsOf } from "../contact-fields/contact-fields";
import { useForm, useWatch } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { AD_SERVICE_OPTIONS } from "@shared/constants";
import { ROUTE_PATHS } from "@shared/route-paths";
import { type AdEnquiry, type AdEnquiryInput, adEnquirySchema } from "@shared/leads/ad-enquiry";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { QualificationNotes } from "../rules/qualification-notes";
import { SelectField } from "@/components/forms/select-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { useFormSignals } from "@/components/forms/use-form-signals";
import { useLeadRules } from "../rules/use-lead-rules";
import { toast } from "@/components/ui/use-toast";
import { useBusiness } from "@/lib/client-config";
import { useSubmitAdEnquiry } from "../api/submit-ad-enquiry";
import { SitePhotosField } from "../site-photos/site-photos-field";
import { SmsConsentField } from "@/components/forms/text-consent-field";
import { missingPhotosMessage, useSitePhotos } from "../site-photos/use-site-photos";
import { rememberPendingConversion } from "../tracking/conversion-storage";
import { BOOKING_STATE_KEY, bookingPathOf } from "@shared/visits/booking-links";
import { fieldProps } from "@/components/forms/field-props";

const submitClass =
  "mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-md bg-accent-400 px-6 py-3 text-lg font-bold text-ink shadow-sm hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70";

type AdEnquiryValues = Omit<AdEnquiryInput, "photos">;

const emptyEnquiry: AdEnquiryValues = {
  name: "",
  email: "",
  phone: "",
  service: "" as AdEnquiryInput["service"],
  message: "",
  smsConsent: false,
};

/** The landing page's quote form: Sending... while in flight, then /thank-you (spec section 4). */
export function AdEnquiryForm() {
  const [, navigate] = useLocation();
  const submit = useSubmitAdEnquiry();
  const form = useForm<AdEnquiryValues, unknown, AdEnquiry>({ resolver: zodResolver(adEnquirySchema), defaultValues: emptyEnquiry });
  const { errors } = form.formState;
  const business = useBusiness();
  const { honeypotRef, signals } = useFormSignals();
  const { rules, loadOnUse } = useLeadRules();
  const sitePhotos = useSitePhotos();
  const service = useWatch({ control: form.control, name: "service" });
  const qualification = rules?.qualifyAdService(service) ?? null;

  const onSubmit = form.handleSubmit(async (enquiry) => {
    const photos = await sitePhotos.settled();
    const missing = missingPhotosMessage(photos.failed);
    return submit.mutateAsync({ ...enquiry, ...(photos.tokens.length ? { photos: photos.tokens } : {}), ...signals() }).then(
      (lead) => {
        rememberPendingConversion(lead.reference);
        if (missing) toast({ title: "Your enquiry was sent", description: missing });
        navigate(`${ROUTE_PATHS.thankYou.path}?ref=${encodeURIComponent(lead.reference)}`, {
          state: { [BOOKING_STATE_KEY]: bookingPathOf(lead.bookingUrl) },
        });
      },
      () => {
        toast({ title: "Error", description: "Failed to submit form. Please try again or call us directly.", variant: "destructive" });
      },
    );
  });

  const pending = form.formState.isSubmitting || submit.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      {...loadOnUse}
      aria-labelledby="ad-form-title"
      className="relative rounded-xl bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:p-8"
    >
      <HoneypotField ref={honeypotRef} />
      <h2 id="ad-form-title" className="text-2xl font-bold text-ink">
        Get Your Free Quote
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactFields idPrefix="ad" fields={contactFieldsOf(form)} labels={{ phone: "Phone", email: "Email" }} />
        <SelectField
          required
          id="ad-service"
          label="Service"
          placeholder="Select a service"
          options={AD_SERVICE_OPTIONS}
          {...fieldProps(form, "service")}
        />
        <TextareaField
          required
          id="ad-message"
          rows={4}
          label="Project details"
          placeholder="e.g. 15 m concrete sleeper wall about 1.2 m high in Chermside, plus a new side fence"
          error={errors.message?.message}
          className="sm:col-span-2"
          {...form.register("message")}
        />
        <SitePhotosField id="ad-photos" photos={sitePhotos} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SmsConsentField id="ad-sms-consent" {...form.register("smsConsent")} />
        </div>
      </div>
      <QualificationNotes rules={rules} qualification={qualification} serviceArea={business.serviceArea} className="mt-5" />
      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? "Sending..." : "Get My Free Quote"}
      </button>
      <p className="mt-3 text-center text-xs text-ink-muted">
        By submitting this form you agree to our{" "}
        <Link href={ROUTE_PATHS.privacyPolicy.path} className="font-medium text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
