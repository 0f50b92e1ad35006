import { Link } from "wouter";
import { JOB_STATE_LABELS } from "@shared/jobs/job-api";
import { ROUTE_PATHS } from "@shared/route-paths";
import { toast } from "@/components/ui/use-toast";
import { useCreateJob, useJob } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { formatDate } from "@/lib/formatters";

/** A Won lead's job: where it stands and a way to the calendar, or (with no online quote) the button that makes it. */
export function LeadJob({ leadId, jobId, won }: { leadId: number; jobId: number | null; won: boolean }) {
  const job = useJob(jobId);
  const create = useCreateJob();
  if (!won && jobId === null) return null;
  return (
    <section aria-labelledby={`lead-${leadId}-job`} className="grid gap-2 p-4">
      <h3 id={`lead-${leadId}-job`} className="text-sm font-semibold text-ink">
        Job
      </h3>
      {jobId === null ? (
        <>
          <p className="text-sm text-ink-muted">No job yet: it is made when a quote is accepted online, or here.</p>
          <button
            type="button"
            disabled={create.isPending}
            className={`${dialogButton.secondary} justify-self-start`}
            onClick={() =>
              create.mutate({ leadId }, { onSuccess: () => toast({ title: "Job made" }), onError: toastFailure("No job made") })
            }
          >
            Make the job
          </button>
        </>
      ) : job.data ? (
        <>
          <p className="text-sm text-ink">
            {JOB_STATE_LABELS[job.data.state]} · {job.data.stages.filter((s) => s.doneAt).length} of {job.data.stages.length} stages done
          </p>
          <Link
            href={`${ROUTE_PATHS.adminJobsSchedule.path}?week=${job.data.bookings[0]?.days[0] ?? ""}&job=${jobId}`}
            className={`${dialogButton.secondary} justify-self-start`}
          >
            Open in the schedule
          </Link>
          {job.data.signOff && (
            <p className="text-sm text-ink">
              Signed off by {job.data.signOff.signerName} on {formatDate(job.data.signOff.at)}:{" "}
              <a
                href={job.data.signOff.pdfUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                sign-off sheet (PDF)
              </a>
            </p>
          )}
        </>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          Loading the job...
        </p>
      )}
    </section>
  );
}
