import { zodResolver } from "@hookform/resolvers/zod";
import { clsx } from "clsx";
import { type DefaultValues, useWatch } from "react-hook-form";
import type { z } from "zod";
import { PROFIT_CATEGORIES } from "@shared/golf/golf-constants";
import { profitAnalysisSchema } from "@shared/golf/golf-validation";
import { FormField } from "@/components/forms/form-field";
import { SelectField } from "@/components/forms/select-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { GolfFormActions, GolfFormCard } from "../../components/golf-form-card";
import { useGolfCreateForm } from "../../components/use-golf-create-form";
import { formValuesOf, useEditRecord } from "../../components/use-edit-record";
import { emptyToNull, numberOrZero } from "../../lib/golf-input";
import { PROFIT_ANALYSIS_PATH, type ProfitAnalysisRow } from "../api/use-profit-analyses";
import { type NewProfitAnalysis, useSaveProfitAnalysis } from "../api/use-save-profit-analysis";
import { LiveProfitPreview } from "./live-profit-preview";

type FormValues = z.input<typeof profitAnalysisSchema>;

/** No category is chosen at first, so the select asks for one. */
export const PROFIT_FORM_DEFAULTS: DefaultValues<FormValues> = {
  averageUSPrice: 0,
  averageAUPrice: 0,
  suggestedRetailPrice: 0,
  costOfGoods: 0,
  shippingCost: 0,
  marketingCost: 0,
  notes: "",
};

const FIELDS = ["productCategory", ...Object.keys(PROFIT_FORM_DEFAULTS)] as (keyof FormValues)[];

const MONEY_FIELDS = [
  { name: "averageUSPrice", label: "Average US price", currency: "USD" },
  { name: "averageAUPrice", label: "Average AU price", currency: "AUD" },
  { name: "suggestedRetailPrice", label: "Suggested retail price", currency: "AUD" },
  { name: "costOfGoods", label: "Cost of goods", currency: "AUD" },
  { name: "shippingCost", label: "Shipping cost", currency: "AUD" },
  { name: "marketingCost", label: "Marketing cost", currency: "AUD" },
] as const;

const CATEGORY_OPTIONS = PROFIT_CATEGORIES.map((category) => ({ value: category, label: category }));

const CURRENCY = { USD: { prefix: "US$", spoken: "in US dollars" }, AUD: { prefix: "A$", spoken: "in Australian dollars" } } as const;

interface ProfitFormProps {
  id: string;
  onClose: () => void;
  /** a cost of goods to start from (the landed-cost panel's "Use in new analysis") */
  costOfGoods?: number;
  /** a stored analysis to change (staff); the server recalculates its margins */
  editing?: ProfitAnalysisRow;
}

function startingValues(editing: ProfitAnalysisRow | undefined, startingCost: number | undefined): DefaultValues<FormValues> {
  // the stored category is one of the form's (the server validated it with the same schema)
  if (editing)
    return formValuesOf(editing, { ...PROFIT_FORM_DEFAULTS, productCategory: editing.productCategory as FormValues["productCategory"] });
  return startingCost === undefined ? PROFIT_FORM_DEFAULTS : { ...PROFIT_FORM_DEFAULTS, costOfGoods: startingCost };
}

/** New Analysis (or a stored one's edit): prices and costs with live margins; the shared schema validates it. */
export function ProfitForm({ id, onClose, costOfGoods: startingCost, editing }: ProfitFormProps) {
  const save = useSaveProfitAnalysis();
  const edit = useEditRecord<NewProfitAnalysis>(PROFIT_ANALYSIS_PATH);
  const { form, errors, onSubmit } = useGolfCreateForm({
    resolver: zodResolver(profitAnalysisSchema),
    defaults: startingValues(editing, startingCost),
    fields: FIELDS,
    save: editing ? (values: NewProfitAnalysis) => edit.mutateAsync({ id: editing.id, values }) : save.mutateAsync,
    success: editing
      ? { title: "Profit analysis updated", description: "Its margins are recalculated from the new figures." }
      : { title: "Profit analysis saved" },
    failure: editing ? "Failed to save the changes. Please try again." : "Failed to save profit analysis. Please try again.",
    onClose,
  });
  const { register, control } = form;
  const [suggestedRetailPrice, costOfGoods, shippingCost, marketingCost] = useWatch({
    control,
    name: ["suggestedRetailPrice", "costOfGoods", "shippingCost", "marketingCost"],
  });

  return (
    <GolfFormCard
      id={id}
      title={editing ? `Edit analysis: ${editing.productCategory}` : "New Analysis"}
      intro="Amounts per unit: the US price in US dollars, the rest in Australian dollars."
      onSubmit={onSubmit}
      formClassName="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div className="grid grid-cols-2 items-end gap-x-3 gap-y-4 sm:gap-x-4">
        <SelectField
          compact
          required
          label="Product category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          error={errors.productCategory?.message}
          className="col-span-2"
          {...register("productCategory", { setValueAs: emptyToNull })}
          autoFocus
        />
        {MONEY_FIELDS.map((field) => (
          <FormField
            key={field.name}
            compact
            required
            label={field.label}
            labelSuffix={CURRENCY[field.currency].spoken}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <div className="relative">
                <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-ink-muted">
                  {CURRENCY[field.currency].prefix}
                </span>
                <input
                  {...register(field.name, { setValueAs: numberOrZero })}
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className={clsx(control.className, field.currency === "USD" ? "pl-12" : "pl-9", "text-right tabular-nums")}
                />
              </div>
            )}
          </FormField>
        ))}
        <TextareaField compact label="Notes" error={errors.notes?.message} className="col-span-2" {...register("notes")} rows={2} />
      </div>
      <div className="flex flex-col gap-4">
        <LiveProfitPreview inputs={{ suggestedRetailPrice, costOfGoods, shippingCost, marketingCost }} />
        <GolfFormActions saveLabel={editing ? "Save changes" : "Save Analysis"} saving={form.formState.isSubmitting} onCancel={onClose} />
      </div>
    </GolfFormCard>
  );
}
