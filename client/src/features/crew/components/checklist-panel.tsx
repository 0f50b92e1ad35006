import { Camera, CheckSquare, Square } from "lucide-react";
import { useId } from "react";
import { formatShortTime } from "@shared/calendar/day-format";
import type { JobOnPhone } from "../offline/local-view";
import { newOp } from "../offline/new-op";
import { queueOp } from "../offline/outbox";
import { crewHeading, crewSection } from "./crew-styles";
import { PhotoPicker } from "./photo-picker";

/** The job's checklist: a tick keeps who and when; an item that needs a photo takes its photo first. */
export function ChecklistPanel({ job }: { job: JobOnPhone }) {
  const id = useId();
  if (job.checklist.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-checklist`} className={crewSection}>
      <h3 id={`${id}-checklist`} className={crewHeading}>
        Checklist
      </h3>
      <ul className="grid gap-2">
        {job.checklist.map((item) => {
          const ticked = item.checkedAt !== null;
          const needsPhoto = item.photoRequired && !item.hasPhoto;
          return (
            <li key={item.id} className="grid gap-2 rounded-lg bg-gray-50 p-2">
              <button
                type="button"
                role="checkbox"
                aria-checked={ticked}
                disabled={ticked || needsPhoto}
                onClick={() => void queueOp(newOp("check", job.jobId, { itemId: item.id }))}
                className="flex min-h-11 items-center gap-3 rounded-lg px-1 text-left text-base text-ink disabled:cursor-default"
              >
                {ticked ? (
                  <CheckSquare aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />
                ) : (
                  <Square aria-hidden="true" className="h-7 w-7 shrink-0 text-ink-muted" />
                )}
                <span className="flex-1">
                  {item.text}
                  {item.photoRequired && (
                    <span className="ml-1 inline-flex items-center gap-1 text-sm font-semibold text-ink-muted">
                      <Camera aria-hidden="true" className="h-4 w-4" />
                      {item.hasPhoto ? "photo taken" : "photo needed"}
                    </span>
                  )}
                  {ticked && (
                    <span className="block text-sm text-ink-muted">
                      {item.checkedBy}, {formatShortTime(item.checkedAt!)}
                      {item.waiting ? " (waiting to send)" : ""}
                    </span>
                  )}
                </span>
              </button>
              {needsPhoto && <PhotoPicker job={job} itemId={item.id} label={`Photo for "${item.text}"`} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
