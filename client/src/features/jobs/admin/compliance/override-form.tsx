import { useId, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { type ComplianceItem, useOverrideItem } from "../../api/compliance";

/** An Owner lets a needed item through, with the reason written down (audited, shown in red on the job). */
export function OverrideForm({ jobId, item }: { jobId: number; item: ComplianceItem }) {
  const override = useOverrideItem(jobId);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState("");
  const id = useId();
  const label = item.stage ? `${item.title}, stage ${item.stage}` : item.title;
  return (
    <form
      aria-label={`Override ${label}`}
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setProblem("Write why it is overridden");
        setProblem("");
        override.mutate(
          { code: item.code, stage: item.stage, reason },
          { onSuccess: () => toast({ title: `${label} overridden` }), onError: toastFailure("Not overridden") },
        );
      }}
    >
      <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
        Reason for overriding (Owner)
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        rows={2}
        maxLength={500}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setReason(event.target.value)}
        className="rounded-lg border border-gray-300 px-3 py-2 text-base text-ink shadow-sm"
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={override.isPending} className={`${dialogButton.danger} justify-self-start`}>
        Override
      </button>
    </form>
  );
}
