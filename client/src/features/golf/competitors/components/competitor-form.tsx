import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { COMPETITOR_SEGMENTS } from "@shared/golf/golf-constants";
import { competitorSchema } from "@shared/validation/golf";
import { SelectField } from "@/components/forms/select-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { GolfFormActions, GolfFormCard } from "../../components/golf-form-card";
import { useGolfCreateForm } from "../../components/use-golf-create-form";
import { formValuesOf, useEditRecord } from "../../components/use-edit-record";
import { emptyToNull, numberOrZero } from "../../lib/golf-input";
import { type NewCompetitor, useAddCompetitor } from "../api/use-add-competitor";
import { COMPETITORS_PATH, type CompetitorRow } from "../api/use-golf-competitors";
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

const SEGMENT_OPTIONS = COMPETITOR_SEGMENTS.map((value) => ({ value, label: segmentLabel(value) }));
const FULL_WIDTH = "sm:col-span-2 lg:col-span-3";

/** The add-competitor form: the shared schema validates it; on success it resets and closes. */
export function CompetitorForm({ id, onClose, editing }: { id: string; onClose: () => void; editing?: CompetitorRow }) {
  const addCompetitor = useAddCompetitor();
  const editCompetitor = useEditRecord<NewCompetitor>(COMPETITORS_PATH);
  const { form, errors, onSubmit } = useGolfCreateForm({
    resolver: zodResolver(competitorSchema),
    defaults: editing ? formValuesOf(editing, COMPETITOR_FORM_DEFAULTS) : COMPETITOR_FORM_DEFAULTS,
    save: editing ? (values: NewCompetitor) => editCompetitor.mutateAsync({ id: editing.id, values }) : addCompetitor.mutateAsync,
    success: editing
      ? { title: "Competitor updated", description: "The competitor's changes are saved." }
      : { title: "Competitor added successfully", description: "The competitor has been added to your analysis." },
    failure: editing ? "Failed to save the changes. Please try again." : "Failed to add competitor. Please try again.",
    onClose,
  });
  const { register } = form;

  return (
    <GolfFormCard id={id} title={editing ? `Edit competitor: ${editing.companyName}` : "Add Competitor"} onSubmit={onSubmit}>
      <TextField
        compact
        required
        label="Company name"
        error={errors.companyName?.message}
        {...register("companyName")}
        type="text"
        autoComplete="organization"
        autoFocus
      />
      <TextField
        compact
        required
        label="Country"
        error={errors.country?.message}
        {...register("country")}
        type="text"
        autoComplete="country-name"
      />
      <SelectField
        compact
        label="Market segment"
        placeholder="Not specified"
        options={SEGMENT_OPTIONS}
        error={errors.marketSegment?.message}
        {...register("marketSegment", { setValueAs: emptyToNull })}
      />
      <TextField
        compact
        label="Website"
        hint="Full address, e.g. https://example.com"
        error={errors.website?.message}
        {...register("website")}
        type="url"
        autoComplete="url"
      />
      <TextField
        compact
        label="Estimated revenue (USD)"
        hint="Per year, in US dollars"
        error={errors.estimatedRevenue?.message}
        {...register("estimatedRevenue", { setValueAs: numberOrZero })}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
      />
      <TextField
        compact
        label="Market share (%)"
        error={errors.marketShare?.message}
        {...register("marketShare", { setValueAs: numberOrZero })}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
      />
      <TextField
        compact
        label="Specialization"
        hint="e.g. Discount golf equipment"
        error={errors.specialization?.message}
        {...register("specialization")}
        type="text"
      />
      <TextField compact label="Pricing strategy" error={errors.pricingStrategy?.message} {...register("pricingStrategy")} type="text" />
      <TextField
        compact
        label="Distribution channels"
        error={errors.distributionChannels?.message}
        {...register("distributionChannels")}
        type="text"
      />
      <TextareaField
        compact
        label="Strengths"
        error={errors.strengths?.message}
        className={FULL_WIDTH}
        {...register("strengths")}
        rows={3}
      />
      <TextareaField
        compact
        label="Weaknesses"
        error={errors.weaknesses?.message}
        className={FULL_WIDTH}
        {...register("weaknesses")}
        rows={3}
      />
      <GolfFormActions
        saveLabel={editing ? "Save changes" : "Save Competitor"}
        saving={form.formState.isSubmitting}
        onCancel={onClose}
        className={FULL_WIDTH}
      />
    </GolfFormCard>
  );
}
