import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEventHandler, type ReactNode, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { type InvoiceListItem, invoiceKindLabel, invoiceStatusLabel, type LeadInvoices } from "@shared/invoices/invoice-api";
import { formatCents, parseDollars } from "@shared/quotes/quote-math";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/formatters";
import { useClaimStage, useCreditInvoice, useLeadInvoices, useRecordPayment } from "../api/invoices";
import { toastFailure } from "@/components/staff/failure-toast";
import { SendNewLink } from "@/features/leads";
import { LeadSection } from "@/components/staff/lead-section";
import { primaryButton } from "@/components/staff/form-styles";

const STATUS_LOOK: Record<InvoiceListItem["status"], string> = {
  unpaid: "bg-amber-50 text-amber-900 ring-amber-200",
  "part-paid": "bg-amber-50 text-amber-900 ring-amber-200",
  overdue: "bg-red-50 text-red-800 ring-red-200",
  paid: "bg-green-50 text-green-900 ring-green-200",
  credited: "bg-gray-100 text-ink ring-gray-200",
  disputed: "bg-red-50 text-red-800 ring-red-200",
};

const dollars = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === "" || (parseDollars(text) ?? 0) > 0, message);

const claimFormSchema = z.object({
  stage: z.string().min(1, "Choose the stage"),
  amount: dollars("Enter an amount, e.g. 1500"),
  note: z.string().max(300),
});
const creditFormSchema = z.object({
  invoice: z.string().min(1, "Choose the invoice"),
  amount: dollars("Enter an amount, e.g. 120").refine((text) => text !== "", "Enter the amount to credit"),
  reason: z.string().trim().min(3, "Say why the invoice is credited").max(300),
});
const paymentFormSchema = z.object({
  invoice: z.string().min(1, "Choose the invoice"),
  amount: dollars("Enter an amount, e.g. 579.56").refine((text) => text !== "", "Enter the amount paid"),
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date it was paid"),
  method: z.enum(["bank", "cash", "card"]),
});

/**
 * A won job's money: each tax invoice and credit note with what is paid, what is invoiced, paid and owed, a
 * progress claim for a stage of the accepted quote, and a payment recorded by hand.
 */
export function LeadInvoices({ reference, won }: { reference: string; won: boolean }) {
  const invoices = useLeadInvoices(reference, won);
  if (!won || !invoices.data || invoices.data.contractTotalCents === null) return null;
  const data = invoices.data;
  return (
    <LeadSection title="Invoices">
      <p className="mt-1 text-sm text-ink">
        Invoiced {formatCents(data.invoicedCents)} of {formatCents(data.contractTotalCents!)} · Paid {formatCents(data.paidCents)} ·{" "}
        <span className="font-semibold">Outstanding {formatCents(data.outstandingCents)}</span>
        {data.paidInFull && <span className="ml-2 font-semibold text-green-800">Paid in full</span>}
      </p>
      <ul className="mt-3 divide-y divide-gray-200 rounded-lg ring-1 ring-gray-200">
        {data.invoices.map((invoice) => (
          <li key={invoice.number} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <div className="min-w-0">
              <a href={invoice.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
                {invoice.number}
              </a>{" "}
              <span className="text-ink-muted">
                {invoiceKindLabel[invoice.kind]}
                {invoice.stage ? ` (stage ${invoice.stage})` : ""}
                {invoice.creditOf ? ` of ${invoice.creditOf}` : ""} · issued {formatDate(invoice.issuedOn)}
              </span>
            </div>
            <div className="flex items-center gap-3">
              <span className="tabular-nums text-ink">
                {formatCents(invoice.totalCents)}
                {invoice.kind !== "credit" && invoice.paidCents > 0 ? `, paid ${formatCents(invoice.paidCents)}` : ""}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_LOOK[invoice.status]}`}>
                {invoiceStatusLabel[invoice.status]}
              </span>
              {invoice.kind !== "credit" && <SendNewLink reference={reference} purpose="invoice" invoice={invoice.number} />}
            </div>
          </li>
        ))}
      </ul>
      <ClaimForm reference={reference} data={data} />
      <PaymentForm reference={reference} data={data} />
      <CreditForm reference={reference} data={data} />
    </LeadSection>
  );
}

/** One of the section's small forms: a title, its fields two to a row from a tablet up, and its button. */
function ActionForm({
  title,
  onSubmit,
  pending,
  submit: [label, pendingLabel],
  children,
}: {
  title?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submit: [string, string];
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className={`grid gap-3 sm:grid-cols-2 ${title ? "mt-4 rounded-lg bg-gray-50 p-3" : "mt-3"}`}>
      {title && <p className="text-sm font-semibold text-ink sm:col-span-2">{title}</p>}
      {children}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </form>
  );
}

function ClaimForm({ reference, data }: { reference: string; data: LeadInvoices }) {
  const claim = useClaimStage(reference);
  const open = data.stages.filter((stage) => stage.leftCents > 0);
  const form = useForm({ resolver: zodResolver(claimFormSchema), defaultValues: { stage: "", amount: "", note: "" } });
  if (open.length === 0) return null;
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ stage, amount, note }) =>
    claim.mutate(
      { stage: Number(stage), ...(amount ? { amountCents: parseDollars(amount)! } : {}), ...(note ? { note } : {}) },
      {
        onSuccess: (invoice) => {
          form.reset();
          toast({ title: `${invoice.number} issued`, description: `${formatCents(invoice.totalCents)}: the homeowner has it by email.` });
        },
        onError: toastFailure("Not claimed"),
      },
    ),
  );
  return (
    <ActionForm
      title="Claim a stage that is done"
      onSubmit={submit}
      pending={claim.isPending}
      submit={["Issue progress claim", "Issuing..."]}
    >
      <SelectField
        compact
        label="Stage"
        placeholder="Choose a stage"
        options={open.map((stage) => ({
          value: String(stage.stage),
          label: `${stage.stage}. ${stage.description} (${formatCents(stage.leftCents)} left)`,
        }))}
        error={errors.stage?.message}
        {...form.register("stage")}
      />
      <TextField
        compact
        label="Amount (optional)"
        hint="Leave empty to claim what is left"
        inputMode="decimal"
        error={errors.amount?.message}
        {...form.register("amount")}
      />
      <TextField compact label="Note (optional)" className="sm:col-span-2" error={errors.note?.message} {...form.register("note")} />
    </ActionForm>
  );
}

/** The invoice a payment or a credit note is for: each by its number, with the amount that matters to the choice. */
function InvoiceChoice({
  invoices,
  amount,
  ...field
}: {
  label: string;
  invoices: readonly InvoiceListItem[];
  amount: (invoice: InvoiceListItem) => string;
  error?: string;
} & UseFormRegisterReturn) {
  const options = invoices.map((invoice) => ({ value: invoice.number, label: `${invoice.number} (${amount(invoice)})` }));
  return <SelectField compact placeholder="Choose an invoice" options={options} {...field} />;
}

function PaymentForm({ reference, data }: { reference: string; data: LeadInvoices }) {
  const record = useRecordPayment(reference);
  const owing = data.invoices.filter((invoice) => invoice.kind !== "credit" && invoice.status !== "paid" && invoice.status !== "credited");
  const [today] = useState(() => brisbaneDay(new Date()));
  const form = useForm({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { invoice: "", amount: "", paidOn: today, method: "bank" as const },
  });
  if (owing.length === 0) return null;
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ invoice, amount, paidOn, method }) =>
    record.mutate(
      { invoice, amountCents: parseDollars(amount)!, paidOn, method },
      {
        onSuccess: (paid) => {
          form.reset({ invoice: "", amount: "", paidOn: today, method: "bank" });
          toast({ title: "Payment recorded", description: `${paid.number} is ${invoiceStatusLabel[paid.status].toLowerCase()}.` });
        },
        onError: toastFailure("Not recorded"),
      },
    ),
  );
  return (
    <ActionForm title="Record a payment" onSubmit={submit} pending={record.isPending} submit={["Record payment", "Recording..."]}>
      <InvoiceChoice
        label="Invoice"
        invoices={owing}
        amount={(invoice) => `${formatCents(invoice.totalCents - invoice.paidCents)} owing`}
        error={errors.invoice?.message}
        {...form.register("invoice")}
      />
      <TextField compact label="Amount" inputMode="decimal" error={errors.amount?.message} {...form.register("amount")} />
      <TextField compact label="Paid on" type="date" error={errors.paidOn?.message} {...form.register("paidOn")} />
      <SelectField
        compact
        label="Method"
        options={[
          { value: "bank", label: "Bank transfer" },
          { value: "cash", label: "Cash" },
          { value: "card", label: "Card (in person)" },
        ]}
        {...form.register("method")}
      />
    </ActionForm>
  );
}

/** An Owner corrects an issued invoice with a credit note (the server refuses it to Staff). */
function CreditForm({ reference, data }: { reference: string; data: LeadInvoices }) {
  const credit = useCreditInvoice(reference);
  const creditable = data.invoices.filter((invoice) => invoice.kind !== "credit" && invoice.status !== "credited");
  const form = useForm({ resolver: zodResolver(creditFormSchema), defaultValues: { invoice: "", amount: "", reason: "" } });
  if (creditable.length === 0) return null;
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ invoice, amount, reason }) =>
    credit.mutate(
      { invoice, amountCents: parseDollars(amount)!, reason },
      {
        onSuccess: (note) => {
          form.reset();
          toast({ title: `${note.number} issued`, description: `${formatCents(-note.totalCents)} credited on ${note.creditOf}.` });
        },
        onError: toastFailure("Not credited"),
      },
    ),
  );
  return (
    <details className="mt-4 rounded-lg bg-gray-50 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-ink">Issue a credit note (Owner)</summary>
      <ActionForm onSubmit={submit} pending={credit.isPending} submit={["Issue credit note", "Issuing..."]}>
        <InvoiceChoice
          label="Invoice to credit"
          invoices={creditable}
          amount={(invoice) => formatCents(invoice.totalCents)}
          error={errors.invoice?.message}
          {...form.register("invoice")}
        />
        <TextField compact label="Amount to credit" inputMode="decimal" error={errors.amount?.message} {...form.register("amount")} />
        <TextField compact label="Reason" className="sm:col-span-2" error={errors.reason?.message} {...form.register("reason")} />
      </ActionForm>
    </details>
  );
}
