import { useForm } from "react-hook-form";
import type { ComplianceCode } from "@shared/compliance/compliance-rules";
import { POOL_BARRIER_CHECK_LABELS, POOL_BARRIER_CHECKS } from "@shared/compliance/compliance-rules";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { fieldProps } from "@/components/forms/field-props";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { type ComplianceItem, useRecordEvidence } from "../../api/compliance";

type Field = { name: string; label: string; type: "text" | "date" | "yes-no" | "check"; optional?: boolean };

/** What staff record for each item, in the API's field names. */
const FIELDS: Record<Exclude<ComplianceCode, "swms">, Field[]> = {
  byda: [
    { name: "reference", label: "Enquiry reference number", type: "text" },
    { name: "lodgedOn", label: "Lodged on", type: "date" },
    { name: "validUntil", label: "Plans valid until", type: "date" },
    { name: "allAnswered", label: "Has every asset owner answered?", type: "yes-no" },
  ],
  engineering: [
    { name: "number", label: "Form 15 number", type: "text" },
    { name: "date", label: "Date", type: "date" },
  ],
  "building-approval": [
    { name: "number", label: "Decision notice number", type: "text" },
    { name: "date", label: "Date", type: "date" },
  ],
  inspection: [
    { name: "inspectorName", label: "Inspector's name", type: "text" },
    { name: "date", label: "Date inspected", type: "date" },
  ],
  "pool-barrier": [
    { name: "check", label: "Barrier check the photo shows", type: "check", optional: true },
    { name: "number", label: "Form 17 number", type: "text", optional: true },
    { name: "date", label: "Form 17 date", type: "date", optional: true },
  ],
  "home-warranty": [
    { name: "policyNumber", label: "QBCC policy number", type: "text" },
    { name: "premiumPaidOn", label: "Premium paid on", type: "date" },
  ],
};

const FILE_LABELS: Record<Exclude<ComplianceCode, "swms">, string> = {
  byda: "The plans (PDF, optional)",
  engineering: "Form 15 (PDF or photo)",
  "building-approval": "Decision notice (PDF or photo)",
  inspection: "Form 16 (PDF or photo)",
  "pool-barrier": "Form 17 (PDF or photo)",
  "home-warranty": "Warranty certificate (PDF, optional)",
};

const takesPhoto = (code: ComplianceCode) => code === "inspection" || code === "pool-barrier";

const fileInput =
  "w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold";

/** Records an item's evidence: its fields, the certificate, and (Form 16, pool barrier) a photo. */
export function EvidenceForm({ jobId, item }: { jobId: number; item: ComplianceItem & { code: Exclude<ComplianceCode, "swms"> } }) {
  const record = useRecordEvidence(jobId);
  const fields = FIELDS[item.code];
  const defaults = Object.fromEntries(
    fields.map((field) => {
      const value = item.evidence[field.name];
      if (field.type === "yes-no") return [field.name, value === true ? "true" : value === false ? "false" : ""];
      return [field.name, typeof value === "string" ? value : ""];
    }),
  );
  const form = useForm<Record<string, string | FileList>>({ defaultValues: { ...defaults, file: undefined, photo: undefined } });
  const label = item.stage ? `${item.title}, stage ${item.stage}` : item.title;
  return (
    <form
      noValidate
      aria-label={`Record ${label}`}
      className="grid min-w-0 gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit((values) => {
        const body = new FormData();
        if (item.stage) body.append("stage", String(item.stage));
        for (const field of fields) {
          const value = String(values[field.name] ?? "");
          if (field.type === "check") {
            if (value) body.append("checks", JSON.stringify({ [value]: true }));
            if (value) body.append("check", value);
          } else if (value || !field.optional) body.append(field.name, value);
        }
        for (const name of ["file", "photo"] as const) {
          const chosen = values[name];
          if (chosen instanceof FileList && chosen[0]) body.append(name, chosen[0]);
        }
        record.mutate(
          { code: item.code, body },
          {
            onSuccess: (saved) => {
              toast({ title: `${label} recorded`, description: saved.missing ?? "Done" });
              form.reset({ ...form.getValues(), file: undefined, photo: undefined, check: "" });
            },
            onError: (error) => {
              applyServerFieldErrors(error, [...fields.map((field) => field.name), "stage"], form.setError);
              toastFailure("Not recorded")(error);
            },
          },
        );
      })}
    >
      {fields.map((field) =>
        field.type === "yes-no" ? (
          <SelectField
            key={field.name}
            compact
            label={field.label}
            placeholder="Choose"
            options={[
              { value: "true", label: "Yes" },
              { value: "false", label: "No, still waiting" },
            ]}
            {...fieldProps(form, field.name)}
          />
        ) : field.type === "check" ? (
          <SelectField
            key={field.name}
            compact
            label={field.label}
            placeholder="None this time"
            options={POOL_BARRIER_CHECKS.map((check) => ({ value: check, label: POOL_BARRIER_CHECK_LABELS[check] }))}
            {...fieldProps(form, field.name)}
          />
        ) : (
          <TextField key={field.name} compact label={field.label} type={field.type} {...fieldProps(form, field.name)} />
        ),
      )}
      <label className="grid min-w-0 gap-1 text-sm font-medium text-ink">
        {FILE_LABELS[item.code]}
        <input type="file" accept="application/pdf,image/*" className={fileInput} {...form.register("file")} />
      </label>
      {takesPhoto(item.code) && (
        <label className="grid min-w-0 gap-1 text-sm font-medium text-ink">
          {item.code === "inspection" ? "Photo of the stage" : "Photo of the check"}
          <input type="file" accept="image/*" className={fileInput} {...form.register("photo")} />
        </label>
      )}
      <button type="submit" disabled={record.isPending} className={`${dialogButton.primary} justify-self-start sm:col-span-2`}>
        {record.isPending ? "Saving..." : `Save ${item.code === "inspection" ? "Form 16" : "evidence"}`}
      </button>
    </form>
  );
}
