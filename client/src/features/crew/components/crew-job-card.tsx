import { MapPin, PenLine, Phone } from "lucide-react";
import { useId, useState } from "react";
import type { CrewDays } from "@shared/crew/crew-api";
import { telUrl } from "@shared/site-links";
import type { JobOnPhone } from "../offline/local-view";
import { newOp } from "../offline/new-op";
import { queueOp } from "../offline/outbox";
import { ChecklistPanel } from "./checklist-panel";
import { ClockPanel } from "./clock-panel";
import { crewButton, crewSection } from "./crew-styles";
import { MaterialsPanel } from "./materials-panel";
import { NotePanel } from "./note-panel";
import { PhotosPanel } from "./photos-panel";
import { PaperworkPanel } from "./paperwork-panel";

/** One booked stage of a job on a day: where, who, what to bring, and everything the crew records there. */
export function CrewJobCard({
  job,
  days,
  open,
  onSignOff,
}: {
  job: JobOnPhone;
  days: CrewDays;
  open: boolean;
  onSignOff: (job: JobOnPhone) => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const stageDone = job.doneStages.has(job.stage.stage);
  const everyStageDone = job.stages.every((stage) => job.doneStages.has(stage.stage));
  return (
    <details open={open} className="group rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <summary className="flex min-h-14 cursor-pointer list-none items-start justify-between gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-brand-600">
        <span className="min-w-0">
          <span className="block text-lg font-bold text-ink">{job.suburb || job.address}</span>
          <span className="block text-base text-ink-muted">
            Stage {job.stage.stage} of {job.stages.length}: {job.stage.description}
          </span>
        </span>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-sm font-semibold ${stageDone ? "bg-brand-100 text-brand-800" : "bg-gray-100 text-ink"}`}
        >
          {stageDone ? "Done" : job.reference}
        </span>
      </summary>
      <div className="grid gap-4 px-4 pb-4">
        <p className="text-base text-ink">{job.address}</p>
        <div className="grid grid-cols-2 gap-3">
          <a href={job.mapUrl} target="_blank" rel="noopener noreferrer" className={crewButton.secondary}>
            <MapPin aria-hidden="true" className="h-5 w-5" />
            Map
          </a>
          <a href={telUrl(job.phone)} className={crewButton.secondary}>
            <Phone aria-hidden="true" className="h-5 w-5" />
            Call {job.firstName}
          </a>
        </div>
        <section aria-labelledby={`${id}-prepare`} className="rounded-lg bg-brand-50 p-3">
          <h3 id={`${id}-prepare`} className="text-sm font-bold uppercase tracking-wide text-brand-800">
            Bring and prepare
          </h3>
          <p className="mt-1 text-base text-ink">{job.prepare}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {job.crewName}: {job.members.map((member) => member.name).join(", ") || "no members yet"}
          </p>
        </section>
        <PaperworkPanel job={job} />
        <ClockPanel job={job} me={days.me} reasons={days.unchargedReasons} />
        <ChecklistPanel job={job} />
        <PhotosPanel job={job} />
        <MaterialsPanel job={job} />
        <NotePanel job={job} />
        <section className={crewSection} aria-label="Finish">
          {stageDone ? (
            <p className="text-base font-semibold text-brand-800">Stage {job.stage.stage} is marked done.</p>
          ) : confirming ? (
            <div className="grid gap-2">
              <p className="text-base text-ink">Mark stage {job.stage.stage} done? The homeowner is emailed and the office is told.</p>
              <div className="grid grid-cols-2 gap-3">
                <button
                  type="button"
                  className={crewButton.primary}
                  onClick={() => {
                    void queueOp(newOp("stage-done", job.jobId, { stage: job.stage.stage }));
                    setConfirming(false);
                  }}
                >
                  Yes, it's done
                </button>
                <button type="button" className={crewButton.secondary} onClick={() => setConfirming(false)}>
                  Not yet
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className={crewButton.primary} onClick={() => setConfirming(true)}>
              Mark stage {job.stage.stage} done
            </button>
          )}
          {everyStageDone &&
            (job.signedOff || job.signOffWaiting ? (
              <p className="text-base font-semibold text-brand-800">
                {job.signedOff ? "Signed off by the homeowner." : "Sign-off waiting to send."}
              </p>
            ) : (
              <button type="button" className={crewButton.accent} onClick={() => onSignOff(job)}>
                <PenLine aria-hidden="true" className="h-5 w-5" />
                Homeowner sign-off
              </button>
            ))}
        </section>
      </div>
    </details>
  );
}
