import { type FormEvent, useId, useState } from "react";
import { formatShortTime } from "@shared/calendar/day-format";
import type { JobOnPhone } from "../offline/local-view";
import { newOp } from "../offline/new-op";
import { queueOp } from "../offline/outbox";
import { crewButton, crewField, crewHeading, crewLabel, crewSection } from "./crew-styles";

/** Notes on the stage, for the office. */
export function NotePanel({ job }: { job: JobOnPhone }) {
  const id = useId();
  const [text, setText] = useState("");
  function save(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    void queueOp(newOp("note", job.jobId, { stage: job.stage.stage, text: text.trim() }));
    setText("");
  }
  const notes = [
    ...job.notes.map((note) => ({ ...note, waiting: false })),
    ...job.waitingNotes.map((note) => ({ ...note, at: "", by: "", waiting: true })),
  ];
  return (
    <section aria-labelledby={`${id}-notes`} className={crewSection}>
      <h3 id={`${id}-notes`} className={crewHeading}>
        Notes
      </h3>
      {notes.length > 0 && (
        <ul className="grid gap-2 text-base text-ink">
          {notes.map((note, at) => (
            <li key={at} className="whitespace-pre-line rounded-lg bg-gray-50 p-2">
              {note.text}
              <span className="block text-sm text-ink-muted">
                {note.waiting ? "Waiting to send" : `${note.by}, ${formatShortTime(note.at)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={save} className="grid gap-2">
        <label className="grid gap-1">
          <span className={crewLabel}>Note on stage {job.stage.stage}</span>
          <textarea
            className={`${crewField} min-h-24 py-2`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={2000}
          />
        </label>
        <button type="submit" className={crewButton.secondary} disabled={!text.trim()}>
          Save note
        </button>
      </form>
    </section>
  );
}
