import { isSessionEnded } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { type FormEvent, useId, useState } from "react";
import { LEAD_STATUSES, LOST_REASONS, QUOTE_VALUE_STATUSES, type LeadStatus } from "@shared/leads/lead-desk";
import { type LeadKind } from "@shared/leads/lead-kinds";
import { leadUpdateSchema } from "@shared/leads/lead-desk-validation";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { type LeadRow, useUpdateLead } from "../api/lead-desk";
import { inputClass, primaryButton, textAreaClass } from "@/components/staff/form-styles";
import { Options } from "@/components/forms/options";
import { LeadSection } from "@/components/staff/lead-section";

interface LeadStatusFormProps {
  kind: LeadKind;
  lead: LeadRow;
}

type Errors = Partial<Record<"status" | "lostReason" | "lostNote" | "quoteValue", string>>;

/** Status, with the lost reason when Lost and the quote value (A$) when Quoted or Won. */
export function LeadStatusForm({ kind, lead }: LeadStatusFormProps) {
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status as LeadStatus);
  const [lostReason, setLostReason] = useState(lead.lostReason ?? "");
  const [lostNote, setLostNote] = useState(lead.lostNote ?? "");
  const [quoteValue, setQuoteValue] = useState(lead.quoteValue === null ? "" : String(lead.quoteValue));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateLead(kind, lead.id);
  const showQuote = QUOTE_VALUE_STATUSES.includes(status);
  const showLost = status === "lost";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      status,
      ...(showLost ? { lostReason: lostReason || null, lostNote } : {}),
      ...(showQuote ? { quoteValue } : {}),
    };
    const parsed = leadUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: "Status saved" }),
      onError: (error) => {
        if (isSessionEnded(error)) return; // the session handler says so and goes to /login
        if (error instanceof ApiError && error.status === 400) {
          setErrors(serverFieldErrors(error) as Errors);
        }
        toast({ title: "Error", description: "Failed to save the status. Please try again.", variant: "destructive" });
      },
    });
  };

  const errorFor = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof Errors) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});

  return (
    <LeadSection title="Progress">
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-ink">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
            className={inputClass}
            {...described("status")}
          >
            <Options options={LEAD_STATUSES} />
          </select>
          {errorFor("status")}
        </div>
        {showQuote && (
          <div className="space-y-1">
            <label htmlFor={`${id}-quote`} className="block text-sm font-medium text-ink">
              Quote value (A$)
            </label>
            <input
              id={`${id}-quote`}
              inputMode="decimal"
              autoComplete="off"
              value={quoteValue}
              onChange={(event) => setQuoteValue(event.target.value)}
              placeholder="12500"
              className={inputClass}
              {...described("quoteValue")}
            />
            {errorFor("quoteValue")}
          </div>
        )}
        {showLost && (
          <>
            <div className="space-y-1">
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
                Reason lost
              </label>
              <select
                id={`${id}-reason`}
                value={lostReason}
                onChange={(event) => setLostReason(event.target.value)}
                className={inputClass}
                {...described("lostReason")}
              >
                <option value="">Choose a reason</option>
                <Options options={LOST_REASONS} />
              </select>
              {errorFor("lostReason")}
            </div>
            <div className="space-y-1 sm:col-span-2">
              <label htmlFor={`${id}-lost-note`} className="block text-sm font-medium text-ink">
                Details (optional)
              </label>
              <textarea
                id={`${id}-lost-note`}
                rows={2}
                value={lostNote}
                onChange={(event) => setLostNote(event.target.value)}
                className={textAreaClass}
                {...described("lostNote")}
              />
              {errorFor("lostNote")}
            </div>
          </>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={update.isPending} className={primaryButton}>
            {update.isPending ? "Saving..." : "Save status"}
          </button>
        </div>
      </form>
    </LeadSection>
  );
}
