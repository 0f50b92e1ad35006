import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from "@shared/constants";
import { SUPPLIER_SPECIALIZATIONS } from "@shared/golf/golf-constants";
import { supplierSchema } from "@shared/validation/golf";
import { SelectField } from "@/components/forms/select-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { GolfFormActions, GolfFormCard } from "../../components/golf-form-card";
import { useGolfCreateForm } from "../../components/use-golf-create-form";
import { formValuesOf, useEditRecord } from "../../components/use-edit-record";
import { emptyToNull, numberOrZero } from "../../lib/golf-input";
import { type NewSupplier, useAddSupplier } from "../api/use-add-supplier";
import { SUPPLIERS_PATH, type SupplierRow } from "../api/use-golf-suppliers";
import { specializationLabel } from "../supplier-filters";

type FormValues = z.input<typeof supplierSchema>;

export const SUPPLIER_FORM_DEFAULTS: FormValues = {
  companyName: "",
  country: "",
  contactEmail: "",
  website: "",
  specialization: null,
  minimumOrder: 1,
  paymentTerms: "",
  shippingRegions: "",
  certifications: "",
  notes: "",
  rating: DEFAULT_RATING,
};

const SPECIALIZATION_OPTIONS = SUPPLIER_SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value) }));
const FULL_WIDTH = "sm:col-span-2 lg:col-span-3";

/** The Add Supplier form: the shared schema validates it; on success it resets and closes. */
export function SupplierForm({ id, onClose, editing }: { id: string; onClose: () => void; editing?: SupplierRow }) {
  const addSupplier = useAddSupplier();
  const editSupplier = useEditRecord<NewSupplier>(SUPPLIERS_PATH);
  const { form, errors, onSubmit } = useGolfCreateForm({
    resolver: zodResolver(supplierSchema),
    defaults: editing ? formValuesOf(editing, SUPPLIER_FORM_DEFAULTS) : SUPPLIER_FORM_DEFAULTS,
    save: editing ? (values: NewSupplier) => editSupplier.mutateAsync({ id: editing.id, values }) : addSupplier.mutateAsync,
    success: editing
      ? { title: "Supplier updated", description: "The supplier's changes are saved." }
      : { title: "Supplier added successfully", description: "The supplier has been added to your database." },
    failure: editing ? "Failed to save the changes. Please try again." : "Failed to add supplier. Please try again.",
    onClose,
  });
  const { register } = form;

  return (
    <GolfFormCard id={id} title={editing ? `Edit supplier: ${editing.companyName}` : "Add Supplier"} onSubmit={onSubmit}>
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
        label="Specialization"
        placeholder="Not specified"
        options={SPECIALIZATION_OPTIONS}
        error={errors.specialization?.message}
        {...register("specialization", { setValueAs: emptyToNull })}
      />
      <TextField
        compact
        label="Contact email"
        error={errors.contactEmail?.message}
        {...register("contactEmail")}
        type="email"
        autoComplete="email"
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
        label="Minimum order (units)"
        error={errors.minimumOrder?.message}
        {...register("minimumOrder", { setValueAs: numberOrZero })}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
      />
      <TextField
        compact
        label="Rating (1 to 5)"
        error={errors.rating?.message}
        {...register("rating", { setValueAs: numberOrZero })}
        type="number"
        inputMode="numeric"
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
      />
      <TextField
        compact
        label="Payment terms"
        hint="e.g. Net 30"
        error={errors.paymentTerms?.message}
        {...register("paymentTerms")}
        type="text"
      />
      <TextField compact label="Shipping regions" error={errors.shippingRegions?.message} {...register("shippingRegions")} type="text" />
      <TextField
        compact
        label="Certifications"
        error={errors.certifications?.message}
        className={FULL_WIDTH}
        {...register("certifications")}
        type="text"
      />
      <TextareaField compact label="Notes" error={errors.notes?.message} className={FULL_WIDTH} {...register("notes")} rows={3} />
      <GolfFormActions
        saveLabel={editing ? "Save changes" : "Save Supplier"}
        saving={form.formState.isSubmitting}
        onCancel={onClose}
        className={FULL_WIDTH}
      />
    </GolfFormCard>
  );
}
