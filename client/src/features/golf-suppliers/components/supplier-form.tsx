import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DEFAULT_RATING, RATING_MAX, RATING_MIN, SUPPLIER_SPECIALIZATIONS } from "@shared/constants";
import { supplierSchema } from "@shared/validation/golf";
import { FormField } from "@/components/golf/form-field";
import { cardClass, inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/golf/golf-styles";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors, emptyToNull, numberOrZero } from "@/lib/golf-input";
import { useAddSupplier } from "../api/use-add-supplier";
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

const FIELDS = Object.keys(SUPPLIER_FORM_DEFAULTS) as (keyof FormValues)[];

/** The Add Supplier form: the shared schema validates it; on success it resets and closes. */
export function SupplierForm({ id, onClose }: { id: string; onClose: () => void }) {
  const addSupplier = useAddSupplier();
  const form = useForm<FormValues, unknown, z.output<typeof supplierSchema>>({
    resolver: zodResolver(supplierSchema),
    defaultValues: SUPPLIER_FORM_DEFAULTS,
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    addSupplier.mutateAsync(values).then(
      () => {
        toast({ title: "Supplier added successfully", description: "The supplier has been added to your database." });
        reset(SUPPLIER_FORM_DEFAULTS);
        onClose();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, setError);
        toast({ title: "Error", description: "Failed to add supplier. Please try again.", variant: "destructive" });
      },
    ),
  );

  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${cardClass} mb-6 p-5 sm:p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Add Supplier
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
        <FormField label="Specialization" error={errors.specialization?.message}>
          {(control) => (
            <select {...control} {...register("specialization", { setValueAs: emptyToNull })} className={inputClass}>
              <option value="">Not specified</option>
              {SUPPLIER_SPECIALIZATIONS.map((value) => (
                <option key={value} value={value}>
                  {specializationLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Contact email" error={errors.contactEmail?.message}>
          {(control) => <input {...control} {...register("contactEmail")} type="email" autoComplete="email" className={inputClass} />}
        </FormField>
        <FormField label="Website" hint="Full address, e.g. https://example.com" error={errors.website?.message}>
          {(control) => <input {...control} {...register("website")} type="url" autoComplete="url" className={inputClass} />}
        </FormField>
        <FormField label="Minimum order (units)" error={errors.minimumOrder?.message}>
          {(control) => (
            <input {...control} {...register("minimumOrder", { setValueAs: numberOrZero })} type="number" inputMode="numeric" min={0} step={1} className={inputClass} />
          )}
        </FormField>
        <FormField label="Rating (1 to 5)" error={errors.rating?.message}>
          {(control) => (
            <input
              {...control}
              {...register("rating", { setValueAs: numberOrZero })}
              type="number"
              inputMode="numeric"
              min={RATING_MIN}
              max={RATING_MAX}
              step={1}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Payment terms" hint="e.g. Net 30" error={errors.paymentTerms?.message}>
          {(control) => <input {...control} {...register("paymentTerms")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Shipping regions" error={errors.shippingRegions?.message}>
          {(control) => <input {...control} {...register("shippingRegions")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Certifications" error={errors.certifications?.message} className="sm:col-span-2 lg:col-span-3">
          {(control) => <input {...control} {...register("certifications")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2 lg:col-span-3">
          {(control) => <textarea {...control} {...register("notes")} rows={3} className={inputClass} />}
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={primaryButtonClass} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Saving..." : "Save Supplier"}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
