import { useId, useState } from "react";
import { RemoveButton } from "@/components/staff/remove-button";
import { useForm } from "react-hook-form";
import { COST_CATEGORIES, COST_CATEGORY_LABELS, type JobCostRow, jobCostSchema } from "@shared/costs/costs-api";
import { formatCents, parseDollars } from "@shared/quotes/quote-math";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { fieldProps } from "@/components/forms/field-props";
import { toast } from "@/components/ui/use-toast";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { formatDate } from "@/lib/formatters";
import { useAddJobCost, useAttachReceipt, useRemoveJobCost } from "../api/costs";

interface CostValues {
  category: string;
  amount: string;
  supplier: string;
  note: string;
  stage: string;
}

const EMPTY: CostValues = { category: "hire", amount: "", supplier: "", note: "", stage: "" };

/**
 * A cost recorded against the job besides time and materials (a subcontractor, hire, tip fees, concrete), ex GST.
 * An Owner sees the costs recorded and can take one off; Staff record them.
 */
export function JobCostForm({
  jobId,
  stages,
  costs,
}: {
  jobId: number;
  stages: readonly { stage: number; description: string }[];
  costs: JobCostRow[] | undefined;
}) {
  const add = useAddJobCost(jobId);
  const remove = useRemoveJobCost(jobId);
  const attach = useAttachReceipt(jobId);
  const [receipt, setReceipt] = useState<File | null>(null);
  const receiptId = useId();
  const form = useForm<CostValues>({ defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((values) => {
    const parsed = jobCostSchema.safeParse({
      category: values.category,
      amountCents: parseDollars(values.amount) ?? Number.NaN,
      supplier: values.supplier,
      note: values.note,
      stage: values.stage ? Number(values.stage) : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "amountCents" ? "amount" : (String(issue.path[0]) as keyof CostValues);
        form.setError(field, { message: field === "amount" ? "Enter the amount in dollars, ex GST, e.g. 350 or 350.50" : issue.message });
      }
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({
          title: "Cost recorded",
          description: `${COST_CATEGORY_LABELS[saved.category]}: ${formatCents(saved.amountCents)} ex GST.`,
        });
        form.reset(EMPTY);
        if (receipt)
          attach.mutate({ costId: saved.id, photo: receipt }, { onError: toastFailure("The cost is recorded, its receipt was not") });
        setReceipt(null);
      },
      onError: toastFailure("Not recorded"),
    });
  });
  return (
    <div className="grid gap-3">
      <h4 className="text-base font-semibold text-ink">Other costs</h4>
      {costs && costs.length > 0 && (
        <ul className="grid gap-1 text-sm text-ink" aria-label="Costs recorded on the job">
          {costs.map((cost) => (
            <li key={cost.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {COST_CATEGORY_LABELS[cost.category]}: {formatCents(cost.amountCents)}
                {cost.supplier && `, ${cost.supplier}`}
                {cost.stage && `, stage ${cost.stage}`}
                {cost.note && ` (${cost.note})`}{" "}
                {cost.receiptUrl && (
                  <a href={cost.receiptUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                    receipt
                  </a>
                )}{" "}
                <span className="text-ink-muted">
                  {cost.by}, {formatDate(cost.createdAt)}
                </span>
              </span>
              <RemoveButton
                label={`Remove the ${COST_CATEGORY_LABELS[cost.category].toLowerCase()} cost of ${formatCents(cost.amountCents)}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(cost.id, { onError: toastFailure("Not removed") })}
              />
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Record a cost" className="grid gap-3 sm:grid-cols-2">
        <SelectField
          compact
          label="What for"
          options={COST_CATEGORIES.map((category) => ({ value: category, label: COST_CATEGORY_LABELS[category] }))}
          {...fieldProps(form, "category")}
        />
        <TextField compact inputMode="decimal" label="Amount ($)" labelSuffix="excluding GST" {...fieldProps(form, "amount")} />
        <TextField compact label="Supplier (optional)" {...fieldProps(form, "supplier")} />
        <SelectField
          compact
          label="Stage (optional)"
          placeholder="The whole job"
          options={stages.map((stage) => ({ value: String(stage.stage), label: `${stage.stage}. ${stage.description}` }))}
          {...fieldProps(form, "stage")}
        />
        <TextField compact label="Note (optional)" {...fieldProps(form, "note")} />
        <div className="grid gap-1">
          <label htmlFor={receiptId} className="text-sm font-medium text-ink">
            Receipt photo (optional)
          </label>
          <input
            id={receiptId}
            key={receipt ? "chosen" : "none"}
            type="file"
            accept="image/*"
            onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
            className="min-h-10 text-sm text-ink file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={dialogButton.primary} disabled={add.isPending}>
            {add.isPending ? "Recording..." : "Record the cost"}
          </button>
        </div>
      </form>
    </div>
  );
}
