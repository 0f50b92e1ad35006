import { Plus, Trash2 } from "lucide-react";
import { type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { parseDollars, quoteTotals } from "@shared/quotes/quote-math";
import type { QuoteWriteAnswer } from "@shared/quotes/quote-views";
import { quoteContentSchema, quoteLawProblems } from "@shared/quotes/quote-validation";
import { TextField } from "@/components/forms/text-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { useSaveQuote } from "../api/quotes";
import { dialogButton } from "@/components/staff/staff-dialog";
import { emptyLine, formField, type QuoteFormValues, toContent } from "./quote-form-values";
import { QuoteTotalsPreview } from "./quote-totals-preview";
import { QuoteRuns } from "./quote-runs";
import { toastFailure } from "@/components/staff/failure-toast";
import { fieldProps } from "@/components/forms/field-props";

const iconButton =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-red-50 hover:text-red-700";
const DOLLARS = "Enter an amount in dollars, e.g. 120 or 120.50";

interface QuoteEditorProps {
  quoteId: number | undefined;
  reference: string;
  initial: QuoteFormValues;
  /** the version being changed was sent: saving makes the next version */
  nextVersion: number;
  onDone: (saved?: QuoteWriteAnswer) => void;
}

/**
 * Writing a quote: lines (quantity, unit, price in dollars), the scope and exclusions, dates, validity, deposit
 * and progress payments, with the totals worked out as staff type. On saving, the shared schema and the law's
 * rules (shared/quotes/quote-law.ts) check it here, and the server checks it again.
 */
export function QuoteEditor({ quoteId, reference, initial, nextVersion, onDone }: QuoteEditorProps) {
  const save = useSaveQuote(quoteId, reference);
  const form = useForm<QuoteFormValues>({ defaultValues: initial });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const stages = useFieldArray({ control: form.control, name: "stages" });
  const watched = useWatch({ control: form.control, name: ["lines", "depositPercent"] });
  const { errors } = form.formState;
  const put = (field: string, message: string) =>
    form.setError(formField(field) as FieldPath<QuoteFormValues>, { type: "validate", message }, { shouldFocus: false });

  const onSubmit = form.handleSubmit((values) => {
    const money = [
      ...values.lines.map((line, i) => [`lines.${i}.unitPrice`, line.unitPrice] as const),
      ...values.stages.map((stage, i) => [`stages.${i}.amount`, stage.amount] as const),
    ];
    const badMoney = money.filter(([, text]) => parseDollars(text) === undefined);
    badMoney.forEach(([field]) => put(field, DOLLARS));
    const parsed = quoteContentSchema.safeParse(toContent(values, quoteId === undefined));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        if (!badMoney.some(([field]) => field === formField(issue.path.join(".")))) put(issue.path.join("."), issue.message);
      return;
    }
    if (badMoney.length) return;
    const law = quoteLawProblems(parsed.data, quoteTotals(parsed.data.lines, parsed.data.depositPercent));
    if (Object.keys(law).length) {
      Object.entries(law).forEach(([field, message]) => put(field, message));
      return;
    }
    save.mutate(toContent(values, quoteId === undefined), {
      onSuccess: (saved) => {
        toast({ title: `Quote version ${saved.version} saved`, description: "Check it, then send it to the homeowner." });
        onDone(saved);
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        Object.entries(serverFieldErrors(error)).forEach(([field, message]) => put(field, message));
        toastFailure("Not saved")(error);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Quote for ${reference}`} className="mt-3 grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-ink">Lines</legend>
        {errors.lines?.message && <p className="text-sm font-medium text-red-700">{errors.lines.message}</p>}
        {lines.fields.map((field, i) => (
          <div key={field.id} className="grid gap-2 rounded-lg p-3 ring-1 ring-gray-200">
            <div className="flex items-start gap-2">
              <TextField compact className="flex-1" label={`Line ${i + 1}: description`} {...fieldProps(form, `lines.${i}.description`)} />
              {lines.fields.length > 1 && (
                <button type="button" className={`${iconButton} mt-5`} aria-label={`Remove line ${i + 1}`} onClick={() => lines.remove(i)}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
            </div>
            <div className="grid grid-cols-3 gap-2">
              <TextField compact inputMode="decimal" label="Quantity" {...fieldProps(form, `lines.${i}.quantity`)} />
              <TextField compact label="Unit" placeholder="m, m², each" {...fieldProps(form, `lines.${i}.unit`)} />
              <TextField
                compact
                inputMode="decimal"
                label="Unit price ($)"
                labelSuffix="excluding GST"
                {...fieldProps(form, `lines.${i}.unitPrice`)}
              />
            </div>
          </div>
        ))}
        <div>
          <button type="button" className={dialogButton.secondary} onClick={() => lines.append(emptyLine())}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add line
          </button>
        </div>
      </fieldset>

      <QuoteTotalsPreview lines={watched[0]} depositPercent={watched[1]} />

      <TextareaField
        compact
        rows={4}
        label="Scope of work"
        hint="What you will build, as the homeowner will read it."
        {...fieldProps(form, "scope")}
      />
      <TextareaField compact rows={2} label="Exclusions (optional)" {...fieldProps(form, "exclusions")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField compact type="date" label="Estimated start" {...fieldProps(form, "startDate")} />
        <TextField compact type="date" label="Practical completion" {...fieldProps(form, "completionDate")} />
        <TextField compact inputMode="numeric" label="Valid for (days)" {...fieldProps(form, "validDays")} />
        <TextField
          compact
          inputMode="decimal"
          label="Deposit (%)"
          labelSuffix="of the total including GST"
          {...fieldProps(form, "depositPercent")}
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">Progress payments (optional)</legend>
        <p className="text-xs text-ink-muted">
          With stages, the deposit and the stages must add up to the total including GST. Without them, the balance is due on completion.
          Hours are the crew's labour each stage was quoted on: staff see them, the homeowner never does.
        </p>
        {errors.stages?.message && <p className="text-sm font-medium text-red-700">{errors.stages.message}</p>}
        {stages.fields.map((field, i) => (
          <div key={field.id} className="flex items-start gap-2">
            <TextField
              compact
              className="flex-1"
              label={`Stage ${i + 1}`}
              placeholder="e.g. Footings poured"
              {...fieldProps(form, `stages.${i}.description`)}
            />
            <TextField compact className="w-28" inputMode="decimal" label="Amount ($)" {...fieldProps(form, `stages.${i}.amount`)} />
            <TextField
              compact
              className="w-24"
              inputMode="decimal"
              label="Hours"
              labelSuffix={`of stage ${i + 1}: the crew's labour, to the quarter hour (staff only)`}
              {...fieldProps(form, `stages.${i}.labourHours`)}
            />
            <button type="button" className={`${iconButton} mt-5`} aria-label={`Remove stage ${i + 1}`} onClick={() => stages.remove(i)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={dialogButton.secondary}
            onClick={() => stages.append({ description: "", amount: "", labourHours: "" })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add stage
          </button>
        </div>
      </fieldset>

      <QuoteRuns form={form} />

      <div className="flex flex-wrap gap-2">
        <button type="submit" className={dialogButton.primary} disabled={save.isPending}>
          {save.isPending ? "Saving..." : `Save version ${nextVersion}`}
        </button>
        <button type="button" className={dialogButton.secondary} onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
