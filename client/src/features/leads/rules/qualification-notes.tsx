import { clsx } from "clsx";
import { Info } from "lucide-react";
import type { LeadRules } from "./use-lead-rules";

interface QualificationNotesProps {
  rules: LeadRules | null;
  qualification: ReturnType<LeadRules["qualifyQuote"]> | null;
  serviceArea: string;
  /** classes of the note box, e.g. its margin; the empty live region takes no space */
  className?: string;
}

/**
 * The FAQ's rules as friendly notes while the visitor fills in the form; they never block sending. The live
 * region is always in the page so that screen readers hear a note when it appears.
 */
export function QualificationNotes({ rules, qualification, serviceArea, className }: QualificationNotesProps) {
  const notes: string[] = [];
  if (rules && qualification) {
    if (qualification.engineering) notes.push(rules.QUALIFICATION_NOTES.engineering);
    if (qualification.wallMinimum) notes.push(`${rules.QUALIFICATION_NOTES.wallMinimum}.`);
    if (qualification.fenceMinimum) notes.push(`${rules.QUALIFICATION_NOTES.fenceMinimum}.`);
    if (qualification.outsidePlace) notes.push(rules.outsideServiceAreaNote(qualification.outsidePlace, serviceArea));
  }
  return (
    <div role="status" aria-live="polite" data-testid="qualification-notes">
      {notes.length > 0 && (
        <div className={clsx("flex gap-3 rounded-md bg-brand-50 p-4 text-sm text-ink ring-1 ring-brand-100", className)}>
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold">Good to know</p>
            <ul className="mt-1 list-disc space-y-1 pl-4">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            {(qualification?.wallMinimum || qualification?.fenceMinimum) && !qualification.outsidePlace && (
              <p className="mt-2 text-ink-muted">You can still send your request: we are happy to talk it through.</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
