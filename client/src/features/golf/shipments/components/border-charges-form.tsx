import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { type BorderCharges, SHIPPING_MODES, SHIPPING_MODE_LABELS } from "@shared/golf/border-charges";
import { borderChargesSchema } from "@shared/golf/shipment-validation";
import { fieldProps } from "@/components/forms/field-props";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { GolfFormActions } from "../../components/golf-form-card";
import { secondaryButtonClass } from "../../components/golf-styles";
import { numberOrZero } from "../../lib/golf-input";
import { useSaveBorderCharges } from "../api/shipments-api";

type Values = z.input<typeof borderChargesSchema>;
const MODE_OPTIONS = SHIPPING_MODES.map((value) => ({ value, label: SHIPPING_MODE_LABELS[value] }));

/** An Owner edits the border charges: the processing charge's tiers by mode, and one biosecurity charge per mode. */
export function BorderChargesForm({ charges, onClose }: { charges: BorderCharges; onClose: () => void }) {
  const form = useForm<Values, unknown, BorderCharges>({ resolver: zodResolver(borderChargesSchema), defaultValues: charges });
  const tiers = useFieldArray({ control: form.control, name: "processingCharges" });
  const save = useSaveBorderCharges();
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        toast({ title: "Border charges saved", description: "Every shipment is now worked out with them." });
        onClose();
      },
      (error: unknown) => {
        if (isSessionEnded(error)) return;
        for (const [field, message] of Object.entries(serverFieldErrors(error))) form.setError(field as never, { type: "server", message });
        toast({ title: "Error", description: "Failed to save the border charges. Please try again.", variant: "destructive" });
      },
    ),
  );
  const amount = (
    name: `processingCharges.${number}.${"fromAUD" | "amountAUD"}` | `biosecurityCharges.${number}.amountAUD`,
    label: string,
  ) => (
    <TextField
      compact
      required
      label={label}
      labelSuffix="in Australian dollars"
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      {...fieldProps(form, name)}
      {...form.register(name, { setValueAs: numberOrZero })}
    />
  );
  /** Where a charge comes from and the day it took effect, as every row of the table has them. */
  const sourceAndDate = (row: `processingCharges.${number}` | `biosecurityCharges.${number}`) => (
    <>
      <TextField compact required label="Source" {...fieldProps(form, `${row}.source`)} />
      <TextField compact required label="In force from" type="date" {...fieldProps(form, `${row}.effectiveFrom`)} />
    </>
  );
  const listError = form.formState.errors.processingCharges?.message ?? form.formState.errors.biosecurityCharges?.message;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit the border charges" className="mt-3 space-y-4">
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">Import processing charge: a tier applies from its value up to the next</legend>
        {tiers.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[7rem_8rem_8rem_minmax(0,1fr)_10rem_auto]"
          >
            <SelectField compact required label="Mode" options={MODE_OPTIONS} {...fieldProps(form, `processingCharges.${index}.mode`)} />
            {amount(`processingCharges.${index}.fromAUD`, "From (A$)")}
            {amount(`processingCharges.${index}.amountAUD`, "Charge (A$)")}
            {sourceAndDate(`processingCharges.${index}`)}
            <button
              type="button"
              className="justify-self-start rounded px-2 py-2 text-sm font-medium text-red-700 hover:bg-red-50 sm:mt-6"
              onClick={() => tiers.remove(index)}
            >
              Remove<span className="sr-only"> tier {index + 1}</span>
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            tiers.append({ mode: "sea", fromAUD: 0, amountAUD: 0, source: "", effectiveFrom: new Date().toISOString().slice(0, 10) })
          }
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a tier
        </button>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">Biosecurity charge on a full import declaration</legend>
        {charges.biosecurityCharges.map((charge, index) => (
          <div
            key={charge.mode}
            className="grid items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[7rem_8rem_minmax(0,1fr)_10rem]"
          >
            <p className="text-sm font-semibold text-ink sm:pt-8">{SHIPPING_MODE_LABELS[charge.mode]}</p>
            {amount(`biosecurityCharges.${index}.amountAUD`, "Charge (A$)")}
            {sourceAndDate(`biosecurityCharges.${index}`)}
          </div>
        ))}
      </fieldset>
      <GolfFormActions saveLabel="Save border charges" saving={form.formState.isSubmitting} onCancel={onClose} />
    </form>
  );
}
