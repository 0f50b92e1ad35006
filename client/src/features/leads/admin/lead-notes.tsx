import { isSessionEnded } from "@/lib/api-client";
import { type FormEvent, useId, useState } from "react";
import { type LeadKind } from "@shared/leads/lead-kinds";
import { leadNoteSchema } from "@shared/leads/lead-desk-validation";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/lib/formatters";
import { type LeadNoteRow, useAddLeadNote } from "../api/lead-desk";
import { primaryButton, textAreaClass } from "@/components/staff/form-styles";
import { LeadSection } from "@/components/staff/lead-section";

interface LeadNotesProps {
  kind: LeadKind;
  leadId: number;
  notes: readonly LeadNoteRow[];
}

/** Timestamped notes with their author, newest first; a note is only ever added. */
export function LeadNotes({ kind, leadId, notes }: LeadNotesProps) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const addNote = useAddLeadNote(kind, leadId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadNoteSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please write a note");
    setError(null);
    addNote.mutate(parsed.data, {
      onSuccess: () => {
        setBody("");
        toast({ title: "Note added" });
      },
      // The text stays in the box, so nothing typed is lost.
      onError: (err) => {
        if (isSessionEnded(err)) return; // the session handler says so and goes to /login
        toast({ title: "Error", description: "Failed to add the note. Please try again.", variant: "destructive" });
      },
    });
  };

  return (
    <LeadSection title="Notes">
      <form onSubmit={submit} noValidate className="mt-3 space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Note
        </label>
        <textarea
          id={id}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Called, booked visit Tue 9am"
          className={textAreaClass}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={addNote.isPending} className={primaryButton}>
          {addNote.isPending ? "Adding..." : "Add note"}
        </button>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, newest first" className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200">
              <p className="text-sm whitespace-pre-line wrap-break-word text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {note.username} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </LeadSection>
  );
}
