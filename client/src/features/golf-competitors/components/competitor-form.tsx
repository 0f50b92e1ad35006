import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { COMPETITOR_SEGMENTS } from "@shared/constants";
import { competitorSchema } from "@shared/validation/golf";
import { FormField } from "@/components/golf/form-field";
import { cardClass, inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/golf/golf-styles";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors, emptyToNull, numberOrZero } from "@/lib/golf-input";
import { useAddCompetitor } from "../api/use-add-competitor";
import { segmentLabel } from "../competitor-rules";

type FormValues = z.input<typeof competitorSchema>;

export const COMPETITOR_FORM_DEFAULTS: FormValues = {
  companyName: "",
  country: "",
  website: "",
  marketSegment: null,
  specialization: "",
  estimatedRevenue: 0,
  marketShare: 0,
  strengths: "",
  weaknesses: "",
  pricingStrategy: "",
  distributionChannels: "",
};

const FIELDS = Object.keys(COMPETITOR_FORM_DEFAULTS) as (keyof FormValues)[];

/** The add-competitor form: the shared schema validates it; on success it resets and closes. */
export function CompetitorForm({ id, onClose }: { id: string; onClose: () => void }) {
  const addCompetitor = useAddCompetitor();
  const { register, handleSubmit, formState, reset, setError } = useForm<FormValues, unknown, z.output<typeof competitorSchema>>({
    resolver: zodResolver(competitorSchema),
    defaultValues: COMPETITOR_FORM_DEFAULTS,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    addCompetitor.mutateAsync(values).then(
      () => {
        toast({ title: "Competitor added successfully", description: "The competitor has been added to your analysis." });
        reset(COMPETITOR_FORM_DEFAULTS);
        onClose();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, setError);
        toast({ title: "Error", description: "Failed to add competitor. Please try again.", variant: "destructive" });
      },
    ),
  );

  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${cardClass} mb-6 p-5 sm:p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Add Competitor
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label="Company name" required error={errors.companyName?.message}>
          {(control) => <input {...control} {...register("companyName")} type="text" autoComplete="organization" className={inputClass} autoFocus />}
        </FormField>
        <FormField label="Country" required error={errors.country?.message}>
          {(control) => <input {...control} {...register("country")} type="text" autoComplete="country-name" className={inputClass} />}
        </FormField>
        <FormField label="Market segment" error={errors.marketSegment?.message}>
          {(control) => (
            <select {...control} {...register("marketSegment", { setValueAs: emptyToNull })} className={inputClass}>
              <option value="">Not specified</option>
              {COMPETITOR_SEGMENTS.map((value) => (
                <option key={value} value={value}>
                  {segmentLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Website" hint="Full address, e.g. https://example.com" error={errors.website?.message}>
          {(control) => <input {...control} {...register("website")} type="url" autoComplete="url" className={inputClass} />}
        </FormField>
        <FormField label="Estimated revenue (USD)" hint="Per year, in US dollars" error={errors.estimatedRevenue?.message}>
          {(control) => (
            <input {...control} {...register("estimatedRevenue", { setValueAs: numberOrZero })} type="number" inputMode="decimal" min={0} step="any" className={inputClass} />
          )}
        </FormField>
        <FormField label="Market share (%)" error={errors.marketShare?.message}>
          {(control) => (
            <input {...control} {...register("marketShare", { setValueAs: numberOrZero })} type="number" inputMode="decimal" min={0} max={100} step={0.01} className={inputClass} />
          )}
        </FormField>
        <FormField label="Specialization" hint="e.g. Discount golf equipment" error={errors.specialization?.message}>
          {(control) => <input {...control} {...register("specialization")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Pricing strategy" error={errors.pricingStrategy?.message}>
          {(control) => <input {...control} {...register("pricingStrategy")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Distribution channels" error={errors.distributionChannels?.message}>
          {(control) => <input {...control} {...register("distributionChannels")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Strengths" error={errors.strengths?.message} className="sm:col-span-2 lg:col-span-3">
          {(control) => <textarea {...control} {...register("strengths")} rows={3} className={inputClass} />}
        </FormField>
        <FormField label="Weaknesses" error={errors.weaknesses?.message} className="sm:col-span-2 lg:col-span-3">
          {(control) => <textarea {...control} {...register("weaknesses")} rows={3} className={inputClass} />}
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={primaryButtonClass} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Saving..." : "Save Competitor"}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
