import { CheckCircle2 } from "lucide-react";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/formatters";
import { useCompleteJob } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";

interface JobCompletionProps {
  kind: LeadKind;
  leadId: number;
  status: string;
  completedAt: string | null;
}

/** A Won job's "Completed": the homeowner gets the one review request every customer gets. */
export function JobCompletion({ kind, leadId, status, completedAt }: JobCompletionProps) {
  const complete = useCompleteJob(kind, leadId);
  if (status !== "won" && !completedAt) return null;
  return (
    <section aria-label="Job completion" className="px-4 py-4 sm:px-5">
      {completedAt ? (
        <p className="flex items-center gap-1.5 text-sm text-ink">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-brand-700" />
          Job completed {formatDate(completedAt)}. The homeowner was asked for a review.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            When the job is finished, mark it completed: the homeowner gets one email asking for a review (every customer gets the same
            one).
          </p>
          <button
            type="button"
            className={`${dialogButton.primary} mt-3`}
            disabled={complete.isPending}
            onClick={() =>
              complete.mutate(undefined, {
                onSuccess: () => toast({ title: "Job completed", description: "The review request is on its way." }),
                onError: toastFailure("Not done"),
              })
            }
          >
            Mark job completed
          </button>
        </>
      )}
    </section>
  );
}
