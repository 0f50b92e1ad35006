import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { PROFIT_CATEGORIES } from "@shared/constants";
import { profitAnalysisSchema } from "@shared/validation/golf";
import { FormField } from "@/components/golf/form-field";
import { cardClass, inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/golf/golf-styles";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors, emptyToNull, numberOrZero } from "@/lib/golf-input";
import { useSaveProfitAnalysis } from "../api/use-save-profit-analysis";
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

const CURRENCY = { USD: { prefix: "US$", spoken: "in US dollars" }, AUD: { prefix: "A$", spoken: "in Australian dollars" } } as const;

/** New Analysis: prices and costs with live margins; the shared schema validates it. */
export function ProfitForm({ id, onClose }: { id: string; onClose: () => void }) {
  const save = useSaveProfitAnalysis();
  const { register, handleSubmit, formState, reset, setError, control } = useForm<FormValues, unknown, z.output<typeof profitAnalysisSchema>>({
    resolver: zodResolver(profitAnalysisSchema),
    defaultValues: PROFIT_FORM_DEFAULTS,
  });
  const errors = formState.errors;
  const [suggestedRetailPrice, costOfGoods, shippingCost, marketingCost] = useWatch({
    control,
    name: ["suggestedRetailPrice", "costOfGoods", "shippingCost", "marketingCost"],
  });

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        toast({ title: "Profit analysis saved" });
        reset(PROFIT_FORM_DEFAULTS);
        onClose();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, setError);
        toast({ title: "Error", description: "Failed to save profit analysis. Please try again.", variant: "destructive" });
      },
    ),
  );

  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${cardClass} mb-6 p-5 sm:p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        New Analysis
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Amounts per unit: the US price in US dollars, the rest in Australian dollars. Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-2 items-end gap-x-3 gap-y-4 sm:gap-x-4">
          <FormField label="Product category" required error={errors.productCategory?.message} className="col-span-2">
            {(control) => (
              <select {...control} {...register("productCategory", { setValueAs: emptyToNull })} className={inputClass} autoFocus>
                <option value="">Choose a category</option>
                {PROFIT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {MONEY_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              labelSuffix={CURRENCY[field.currency].spoken}
              required
              error={errors[field.name]?.message}
            >
              {(control) => (
                <div className="relative">
                  <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-ink-muted">
                    {CURRENCY[field.currency].prefix}
                  </span>
                  <input
                    {...control}
                    {...register(field.name, { setValueAs: numberOrZero })}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    className={`${inputClass} ${field.currency === "USD" ? "pl-12" : "pl-9"} text-right tabular-nums`}
                  />
                </div>
              )}
            </FormField>
          ))}
          <FormField label="Notes" error={errors.notes?.message} className="col-span-2">
            {(control) => <textarea {...control} {...register("notes")} rows={2} className={inputClass} />}
          </FormField>
        </div>
        <div className="flex flex-col gap-4">
          <LiveProfitPreview inputs={{ suggestedRetailPrice, costOfGoods, shippingCost, marketingCost }} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : "Save Analysis"}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              Cancel
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
