import { Plus, Trash2 } from "lucide-react";
import { get, useFieldArray, type UseFormReturn, useWatch } from "react-hook-form";
import { defaultDutyRate, ftaOf, ORIGIN_COUNTRIES } from "@shared/golf/landed-cost";
import { MAX_SHIPMENT_LINES } from "@shared/golf/shipment-validation";
import { fieldProps } from "@/components/forms/field-props";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import type { ProductRow } from "@shared/golf/golf-api";
import { secondaryButtonClass } from "../../components/golf-styles";
import { numberOrZero } from "../../lib/golf-input";
import { emptyLine, numberOrNull, type ShipmentFormOutput, type ShipmentFormValues } from "../shipment-form-values";

const ORIGIN_OPTIONS = ORIGIN_COUNTRIES.map((value) => ({ value, label: value }));

interface ShipmentLinesProps {
  form: UseFormReturn<ShipmentFormValues, unknown, ShipmentFormOutput>;
  products: readonly ProductRow[];
  generalDutyRate: number;
}

/** The shipment's lines: a product, where it was made, how many and the FOB price (the product's latest US price to start). */
export function ShipmentLines({ form, products, generalDutyRate }: ShipmentLinesProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const productOptions = products.map((product) => ({
    value: String(product.id),
    label: `${product.name} (${product.brand})${product.weightKg ? `, ${product.weightKg} kg` : ""}`,
  }));
  const lines = useWatch({ control: form.control, name: "lines" });
  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  return (
    <fieldset className="sm:col-span-2 lg:col-span-4">
      <legend className="text-sm font-semibold text-ink">Lines</legend>
      {linesError && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {linesError}
        </p>
      )}
      <ol className="mt-2 space-y-3">
        {fields.map((field, index) => {
          const origin = lines[index]?.origin ?? "United States";
          const fta = ftaOf(origin);
          const errorAt = (field: string) =>
            (get(form.formState.errors, `lines.${index}.${field}`) as { message?: string } | undefined)?.message;
          return (
            <li key={field.id} className="rounded-md border border-slate-200 bg-slate-50/60 p-3">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink">Line {index + 1}</p>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={`Remove line ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Remove
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_6rem_8rem_8rem]">
                <SelectField
                  compact
                  required
                  label="Product"
                  placeholder="Choose a product"
                  options={productOptions}
                  error={errorAt("productId")}
                  {...form.register(`lines.${index}.productId`, {
                    setValueAs: (value) => Number(value),
                    onChange: (event: { target: { value: string } }) => {
                      const product = products.find((row) => row.id === Number(event.target.value));
                      if (product) form.setValue(`lines.${index}.fobUSD`, product.priceUSD, { shouldDirty: true });
                    },
                  })}
                />
                <SelectField compact required label="Origin" options={ORIGIN_OPTIONS} {...fieldProps(form, `lines.${index}.origin`)} />
                <TextField
                  compact
                  required
                  label="Units"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  error={errorAt("units")}
                  {...form.register(`lines.${index}.units`, { setValueAs: numberOrZero })}
                />
                <TextField
                  compact
                  required
                  label="FOB price"
                  labelSuffix="in US dollars, per unit"
                  hint="US$ a unit"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  error={errorAt("fobUSD")}
                  {...form.register(`lines.${index}.fobUSD`, { setValueAs: numberOrZero })}
                />
                <TextField
                  compact
                  label="Duty rate (%)"
                  hint={fta ? `Blank: 0% (${fta})` : `Blank: ${defaultDutyRate(origin, generalDutyRate)}% general`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.01}
                  error={errorAt("dutyRatePercent")}
                  {...form.register(`lines.${index}.dutyRatePercent`, { setValueAs: numberOrNull })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${secondaryButtonClass} mt-3`}
        onClick={() => append(emptyLine())}
        disabled={fields.length >= MAX_SHIPMENT_LINES}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add a line
      </button>
    </fieldset>
  );
}
