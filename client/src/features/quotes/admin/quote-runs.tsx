import { Plus } from "lucide-react";
import { RemoveButton } from "@/components/staff/remove-button";
import { type Control, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { workRunSchema } from "@shared/costs/work-runs";
import { FENCE_TYPE_LABELS, FENCE_TYPES, WALL_MATERIAL_LABELS, WALL_MATERIALS } from "@shared/estimates/price-table";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { fieldProps } from "@/components/forms/field-props";
import { dialogButton } from "@/components/staff/staff-dialog";
import { RunsTakeoff } from "@/features/costs";
import { emptyRun, type QuoteFormValues, toRun } from "./quote-form-values";

const KINDS = [
  { value: "wall", label: "Retaining wall" },
  { value: "fence", label: "Fence" },
];

/** The take-off of the runs that can be read so far, as staff type them. */
function TakeoffOfRuns({ control }: { control: Control<QuoteFormValues> }) {
  const runs = useWatch({ control, name: "runs" }) ?? [];
  const readable = runs.map(toRun).filter((run) => workRunSchema.safeParse(run).success);
  return <RunsTakeoff runs={readable} />;
}

/**
 * The quote's runs: each measured wall or fence, in the instant estimate's words. For staff only (the homeowner's
 * page and PDF never show them): the job's take-off, order list and costs are worked out from them.
 */
export function QuoteRuns({ form }: { form: UseFormReturn<QuoteFormValues> }) {
  const runs = useFieldArray({ control: form.control, name: "runs" });
  const kinds = useWatch({ control: form.control, name: "runs" }) ?? [];
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-ink">Runs and materials (staff only)</legend>
      <p className="text-xs text-ink-muted">
        Each wall or fence measured on site. The job's order list and its costs are worked out from them.
      </p>
      {runs.fields.map((field, i) => {
        const wall = (kinds[i]?.kind ?? field.kind) === "wall";
        return (
          <div key={field.id} className="grid gap-2 rounded-lg p-3 ring-1 ring-gray-200">
            <div className="flex items-start gap-2">
              <div className="grid flex-1 gap-2 sm:grid-cols-2">
                <SelectField compact label={`Run ${i + 1}`} options={KINDS} {...fieldProps(form, `runs.${i}.kind`)} />
                {wall ? (
                  <SelectField
                    compact
                    label="Material"
                    labelSuffix={`of run ${i + 1}`}
                    options={WALL_MATERIALS.map((material) => ({ value: material, label: WALL_MATERIAL_LABELS[material] }))}
                    {...fieldProps(form, `runs.${i}.material`)}
                  />
                ) : (
                  <SelectField
                    compact
                    label="Fence type"
                    labelSuffix={`of run ${i + 1}`}
                    options={FENCE_TYPES.map((type) => ({ value: type, label: FENCE_TYPE_LABELS[type] }))}
                    {...fieldProps(form, `runs.${i}.type`)}
                  />
                )}
              </div>
              <RemoveButton className="mt-5" label={`Remove run ${i + 1}`} onClick={() => runs.remove(i)} />
            </div>
            <div className={`grid gap-2 ${wall ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-4"}`}>
              <TextField
                compact
                inputMode="decimal"
                label="Length (m)"
                labelSuffix={`of run ${i + 1}`}
                {...fieldProps(form, `runs.${i}.lengthM`)}
              />
              <TextField
                compact
                inputMode="decimal"
                label="Height (m)"
                labelSuffix={`of run ${i + 1}`}
                {...fieldProps(form, `runs.${i}.heightM`)}
              />
              {!wall && (
                <>
                  <TextField
                    compact
                    inputMode="numeric"
                    label="Single gates"
                    labelSuffix={`of run ${i + 1}`}
                    {...fieldProps(form, `runs.${i}.singleGates`)}
                  />
                  <TextField
                    compact
                    inputMode="numeric"
                    label="Double gates"
                    labelSuffix={`of run ${i + 1}`}
                    {...fieldProps(form, `runs.${i}.doubleGates`)}
                  />
                </>
              )}
            </div>
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={dialogButton.secondary} onClick={() => runs.append(emptyRun("wall"))}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add wall run
        </button>
        <button type="button" className={dialogButton.secondary} onClick={() => runs.append(emptyRun("fence"))}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add fence run
        </button>
      </div>
      <div className="rounded-lg bg-gray-50 p-3">
        <h4 className="mb-1 text-sm font-semibold text-ink">Materials the runs need</h4>
        <TakeoffOfRuns control={form.control} />
      </div>
    </fieldset>
  );
}
