import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { EditedBusinessDetails } from "@shared/business-profile";
import { SEQ_COUNCILS } from "@shared/service-area/seq-localities";
import { type BusinessDetailsInput, businessDetailsRules, businessDetailsSchema, PAYMENT_DETAIL_FIELDS } from "@shared/business-details";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import { formatDateTime } from "@/lib/formatters";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useBusinessDetails, useSaveBusinessDetails } from "../api/business-details";
import { QueryScreen, ScreenHeader } from "@/components/staff/screen-parts";
import { SectionCard } from "@/components/staff/section-card";
import { SaveButton } from "@/components/staff/save-button";
import { useAuthStatus } from "@/features/auth";
import { type PaymentChangeProof, PaymentChangeProofCard } from "./payment-change-proof";
import { CentsField } from "./cents-field";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const STAGE_CLAIM_CHOICES = [
  { value: "on-done", label: "Issues its progress claim at once" },
  { value: "ask", label: "Waits for staff to issue the claim" },
];

const GST_CHOICES = [
  { value: "true", label: "Yes: tax invoices with GST" },
  { value: "false", label: "No: invoices without GST" },
];

const FIELDS = Object.keys(businessDetailsSchema.shape) as (keyof BusinessDetailsInput)[];

/** /admin/business (Owner): the facts every page, email, the Google Ads page and the listings' JSON-LD show. */
export function BusinessDetails() {
  const details = useBusinessDetails();
  const changed = details.data?.changedBy ? details.data : null;
  const header = (
    <ScreenHeader
      title="Business details"
      note={changed && `Last changed by ${changed.changedBy} on ${formatDateTime(changed.changedAt!)}`}
    >
      Shown on every page, in emails to homeowners and in what search engines read. A change shows on the next page load, with no restart.
    </ScreenHeader>
  );
  return (
    <QueryScreen header={header} query={details}>
      {(data) => <DetailsForm initial={data.details} />}
    </QueryScreen>
  );
}

const NO_PROOF: PaymentChangeProof = { currentPassword: "", code: "" };

function DetailsForm({ initial }: { initial: EditedBusinessDetails }) {
  const save = useSaveBusinessDetails();
  const twoStepEnabled = useAuthStatus().data?.user?.twoStepEnabled ?? false;
  const [proof, setProof] = useState(NO_PROOF);
  const [proofErrors, setProofErrors] = useState<Partial<PaymentChangeProof>>({});
  const form = useForm<BusinessDetailsInput, unknown, BusinessDetailsInput>({
    resolver: zodResolver(businessDetailsRules),
    defaultValues: initial as BusinessDetailsInput,
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: PAYMENT_DETAIL_FIELDS as unknown as (keyof BusinessDetailsInput)[] });
  const paymentChanged = PAYMENT_DETAIL_FIELDS.some((field, at) => String(typed[at] ?? "") !== String(initial[field]));
  const onValid = (input: BusinessDetailsInput) =>
    save.mutate(paymentChanged ? { ...input, ...proof } : input, {
      onSuccess: ({ details }) => {
        form.reset(details as BusinessDetailsInput);
        setProof(NO_PROOF);
        setProofErrors({});
        toast({ title: "Business details saved", description: "Every page shows them from the next page load." });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        if (error instanceof ApiError && error.status === 403) {
          const field = /code/i.test(error.serverMessage ?? "") ? "code" : "currentPassword";
          setProofErrors({ [field]: error.serverMessage ?? "Please check your password" });
          toast({ title: "Not saved", description: error.serverMessage ?? "Please check your password.", variant: "destructive" });
          return;
        }
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast({ title: "Not saved", description: "Please check the highlighted fields.", variant: "destructive" });
      },
    });
  const text = (name: keyof BusinessDetailsInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField compact label={label} error={errors[name]?.message as string | undefined} {...extra} {...form.register(name)} />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-6">
      <SectionCard title="Names and licence">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "Trading name")}
          {text("licensedName", "Licensed name", { hint: "As the QBCC licence is held: quotes and contracts show it." })}
          {text("qbccLicenceNumber", "QBCC licence number", { inputMode: "numeric" })}
          {text("qbccLicenceClass", "Licence class (optional)")}
        </div>
      </SectionCard>
      <SectionCard title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("phone", "Office phone", { type: "tel", autoComplete: "off" })}
          {text("mobile", "Mobile", { type: "tel", autoComplete: "off" })}
          {text("email", "Email address", { type: "email", autoComplete: "off" })}
          {text("hours", "Business hours", { hint: "As pages say it, e.g. Mon-Fri 9AM-5PM" })}
          <TextField
            compact
            label="We reply within (hours)"
            type="number"
            min={1}
            max={72}
            inputMode="numeric"
            hint={'Pages say "within N hours"; a lead waiting longer is overdue on the lead desk.'}
            error={errors.responseHours?.message}
            {...form.register("responseHours", { valueAsNumber: true })}
          />
          {text("streetAddress", "Street address (optional)", { autoComplete: "off" })}
          {text("facebookUrl", "Facebook page", { type: "url" })}
          {text("instagramUrl", "Instagram page", { type: "url" })}
          {text("googleReviewUrl", "Google review link (optional)", {
            type: "url",
            hint: "Offered beside our own review form when a job is done",
          })}
        </div>
      </SectionCard>
      <SectionCard title="Service area">
        <div className="grid gap-4">
          {text("serviceArea", "Service area in words", {
            hint: "As every page says it, e.g. Greater Brisbane including the Sunshine Coast",
          })}
          <fieldset aria-describedby={errors.serviceCouncils ? "councils-error" : undefined}>
            <legend className="text-sm font-medium text-ink">Councils served</legend>
            <p className="mt-1 text-xs text-ink-muted">
              The quote form notes an address outside these, and search engines read them as the area served.
            </p>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {SEQ_COUNCILS.map((council) => (
                <label key={council} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    value={council}
                    className="h-4 w-4 rounded border-gray-300 text-brand-700"
                    {...form.register("serviceCouncils")}
                  />
                  {council}
                </label>
              ))}
            </div>
            {errors.serviceCouncils && (
              <p id="councils-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                {errors.serviceCouncils.message}
              </p>
            )}
          </fieldset>
        </div>
      </SectionCard>
      <SectionCard title="Invoices and payments">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            compact
            label="ABN"
            inputMode="numeric"
            hint="11 digits, checked as you type: every invoice shows it, and none is issued without it"
            error={errors.abn?.message}
            {...form.register("abn", { onChange: () => void form.trigger("abn") })}
          />
          <Controller
            control={form.control}
            name="gstRegistered"
            render={({ field }) => (
              <SelectField
                compact
                label="Registered for GST"
                placeholder="Not answered yet"
                options={GST_CHOICES}
                hint="Not registered: invoices say Invoice, with no GST line"
                error={errors.gstRegistered?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value === null || field.value === undefined ? "" : String(field.value)}
                onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value === "true")}
              />
            )}
          />
          <TextField
            compact
            label="Invoices are due after (days)"
            type="number"
            min={0}
            max={90}
            inputMode="numeric"
            error={errors.invoiceDueDays?.message}
            {...form.register("invoiceDueDays", { valueAsNumber: true })}
          />
          {text("bankAccountName", "Bank account name")}
          {text("bankBsb", "BSB", { inputMode: "numeric" })}
          {text("bankAccountNumber", "Account number", { inputMode: "numeric" })}
          {text("payId", "PayID (optional)", { hint: "An email or phone number registered as a PayID" })}
          <TextField
            compact
            label="Card fee (%)"
            type="number"
            step="0.01"
            min={0}
            max={10}
            hint="What a card payment costs you: the surcharge may not be more"
            error={errors.cardFeePercent?.message}
            {...form.register("cardFeePercent", { valueAsNumber: true })}
          />
          <TextField
            compact
            label="Card surcharge (%)"
            type="number"
            step="0.01"
            min={0}
            max={10}
            hint="0 is off: shown as its own line before the homeowner pays"
            error={errors.cardSurchargePercent?.message}
            {...form.register("cardSurchargePercent", { valueAsNumber: true })}
          />
          <SelectField
            compact
            label="A stage marked done on site"
            options={STAGE_CLAIM_CHOICES}
            hint="Its progress claim can go out the moment the crew marks it done, or wait for you"
            error={errors.stageClaims?.message}
            {...form.register("stageClaims")}
          />
        </div>
      </SectionCard>
      <SectionCard title="Texts and alert hours">
        <p className="text-sm text-ink-muted">
          When a new lead waits 5 minutes without anyone opening it in these hours, staff who ticked "Text me when a lead waits" get a text.
        </p>
        <Controller
          control={form.control}
          name="alertHours.days"
          render={({ field }) => (
            <fieldset className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              <legend className="mb-1 text-sm font-medium text-ink">Days</legend>
              {WEEKDAYS.map((day, at) => (
                <label key={day} className="flex min-h-10 items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={(field.value ?? []).includes(at + 1)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...(field.value ?? []), at + 1] : (field.value ?? []).filter((d: number) => d !== at + 1),
                      )
                    }
                  />
                  {day}
                </label>
              ))}
            </fieldset>
          )}
        />
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField compact label="From" type="time" error={errors.alertHours?.from?.message} {...form.register("alertHours.from")} />
          <TextField compact label="To" type="time" error={errors.alertHours?.to?.message} {...form.register("alertHours.to")} />
          <TextField
            compact
            label="Texts to homeowners per hour, at most"
            type="number"
            min={1}
            max={1000}
            inputMode="numeric"
            hint="Over it, texts are held back and you get an alert: a guard against a flood of forms"
            error={errors.textsPerHour?.message}
            {...form.register("textsPerHour", { valueAsNumber: true })}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Job costs"
        description="What quotes are costed at, when you hear that a job is running over its quote, and the margin suggested prices aim for. Only Owners see these."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <CentsField
            control={form.control}
            name="standardHourlyCostCents"
            label="Standard loaded hourly cost ($)"
            hint="Wage, super, WorkCover, leave and the vehicle: each stage's quoted hours are costed at it"
            error={errors.standardHourlyCostCents?.message}
          />
          <SelectField
            compact
            label="QBCC home warranty for contracts over $3,300"
            options={[
              { value: "approved-work", label: "Work that needs building approval (the law)" },
              { value: "all-work", label: "All work" },
            ]}
            hint="Jobs it covers cannot be booked until the policy number is on file"
            error={errors.homeWarrantyScope?.message}
            {...form.register("homeWarrantyScope")}
          />
          <TextField
            compact
            label="Target margin (%)"
            hint="Suggested prices earn this on what the last jobs really cost"
            type="number"
            min={0}
            inputMode="decimal"
            error={errors.targetMarginPercent?.message}
            {...form.register("targetMarginPercent", { valueAsNumber: true })}
          />
          <TextField
            compact
            label="Alert when a job is over its quote by (%)"
            type="number"
            min={0}
            inputMode="decimal"
            error={errors.costAlert?.percent?.message}
            {...form.register("costAlert.percent", { valueAsNumber: true })}
          />
          <CentsField
            control={form.control}
            name="costAlert.cents"
            label="Or when over it by ($)"
            hint="Whichever comes first: every Owner's phone gets one alert each time a job crosses it"
            error={errors.costAlert?.cents?.message}
          />
        </div>
      </SectionCard>
      {paymentChanged && <PaymentChangeProofCard proof={proof} onChange={setProof} twoStepEnabled={twoStepEnabled} errors={proofErrors} />}
      <div>
        <SaveButton saving={save.isPending}>Save business details</SaveButton>
      </div>
    </form>
  );
}
