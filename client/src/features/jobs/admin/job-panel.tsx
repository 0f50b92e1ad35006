import { useEffect, useRef } from "react";
import { ExternalLink, Phone, X } from "lucide-react";
import { Link } from "wouter";
import { JOB_STATE_LABELS } from "@shared/jobs/job-api";
import { stageDaysText } from "@shared/jobs/job-words";
import { formatDate } from "@/lib/formatters";
import { type CrewView, useJob, useUnbookStage } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { BookStageForm } from "./book-stage-form";
import { mapUrl, telUrl } from "@shared/site-links";
import { StageDoneForm } from "./stage-done-form";
import { SiteRecord } from "./site-record";
import { JobCostsPanel } from "@/features/costs";
import { ComplianceRegister } from "./compliance/compliance-register";

/** One job opened from the calendar: its stages, each booked (or to book) and marked done from the site. */
export function JobPanel({ jobId, crews, startDay, onClose }: { jobId: number; crews: CrewView[]; startDay: string; onClose: () => void }) {
  const job = useJob(jobId);
  const unbook = useUnbookStage(jobId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (job.data) {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: "start" });
    }
  }, [jobId, job.data === undefined]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!job.data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {job.isError ? "The job could not be loaded." : "Loading the job..."}
      </p>
    );
  const detail = job.data;
  return (
    <section aria-labelledby="job-panel-title" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="job-panel-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink">
            {detail.name} <span className="font-mono text-sm font-normal text-ink-muted">{detail.reference}</span>
          </h2>
          <p className="text-sm text-ink-muted">
            {JOB_STATE_LABELS[detail.state]} · {detail.address || "No address yet"}
          </p>
        </div>
        <button type="button" onClick={onClose} className={dialogButton.secondary} aria-label="Close the job">
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={telUrl(detail.phone)} className={dialogButton.secondary}>
          <Phone aria-hidden="true" className="h-4 w-4" /> Call {detail.phone}
        </a>
        {detail.address && (
          <a href={mapUrl(detail.address)} target="_blank" rel="noopener noreferrer" className={dialogButton.secondary}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> Map
          </a>
        )}
        <Link href={detail.adminPath} className={dialogButton.secondary}>
          Open the lead
        </Link>
      </div>
      <ol className="grid gap-4">
        {detail.stages.map((stage) => {
          const booking = detail.bookings.find((b) => b.stage === stage.stage);
          const crew = booking && crews.find((c) => c.id === booking.crewId);
          return (
            <li key={stage.stage} className="grid gap-3 rounded-lg border border-gray-200 p-4">
              <div>
                <h3 className="text-base font-semibold text-ink">
                  Stage {stage.stage}: {stage.description}
                </h3>
                <p className="text-sm text-ink-muted">
                  {stage.doneAt
                    ? `Done ${formatDate(stage.doneAt)}${stage.photos.length ? ` · ${stage.photos.length} photo${stage.photos.length === 1 ? "" : "s"}` : ""}`
                    : booking
                      ? `${stageDaysText(booking.days)} · ${crew?.name ?? "a crew"}`
                      : "Not booked yet"}
                </p>
                {stage.note && <p className="mt-1 text-sm break-words text-ink">{stage.note}</p>}
                {stage.photos.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Photos of stage ${stage.stage}`}>
                    {stage.photos.map((photoId, at) => (
                      <li key={photoId}>
                        <a href={`/api/jobs/${detail.jobId}/photos/${photoId}`} target="_blank" rel="noopener noreferrer">
                          <img
                            src={`/api/jobs/${detail.jobId}/photos/${photoId}?size=thumbnail`}
                            alt={`Stage ${stage.stage}, photo ${at + 1}`}
                            width={96}
                            height={72}
                            className="h-18 w-24 rounded-md object-cover ring-1 ring-gray-200"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {!stage.doneAt && (
                <>
                  <BookStageForm
                    jobId={detail.jobId}
                    stage={stage.stage}
                    crews={crews}
                    crewId={(booking ?? detail.bookings[0])?.crewId}
                    startDay={booking?.days[0] ?? startDay}
                    prepare={stage.prepare}
                  />
                  {booking && (
                    <button
                      type="button"
                      className={`${dialogButton.secondary} justify-self-start`}
                      disabled={unbook.isPending}
                      onClick={() => unbook.mutate(stage.stage, { onError: toastFailure("Not taken off") })}
                    >
                      Take stage {stage.stage} off the calendar
                    </button>
                  )}
                  <StageDoneForm jobId={detail.jobId} stage={stage.stage} />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <ComplianceRegister jobId={detail.jobId} stages={detail.stages} />
      <SiteRecord detail={detail} />
      <JobCostsPanel jobId={detail.jobId} stages={detail.stages} />
    </section>
  );
}
