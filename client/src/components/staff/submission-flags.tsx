import type { ReactNode } from "react";

interface FlaggedRow {
  isSpam: boolean;
  spamReason: string | null;
  belowMinimum?: boolean;
  outsideServiceArea?: boolean;
}

function Flag({ tone, children }: { tone: "red" | "amber"; children: ReactNode }) {
  const colours = tone === "red" ? "bg-red-50 text-red-800 ring-red-600/30" : "bg-amber-50 text-amber-800 ring-amber-600/30";
  return <li className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}>{children}</li>;
}

/** What the spam rules and the quote form's notes said about a submission; nothing when all is ordinary. */
export function LeadFlags({ row }: { row: FlaggedRow }) {
  if (!row.isSpam && !row.belowMinimum && !row.outsideServiceArea) return <span className="text-ink-muted">None</span>;
  return (
    <div className="grid gap-1.5">
      <ul aria-label="Flags" className="flex flex-wrap gap-1.5">
        {row.isSpam && <Flag tone="red">Spam</Flag>}
        {row.belowMinimum && <Flag tone="amber">Below minimum</Flag>}
        {row.outsideServiceArea && <Flag tone="amber">Outside service area</Flag>}
      </ul>
      {row.isSpam && row.spamReason && <p className="text-xs text-ink-muted">{row.spamReason}</p>}
    </div>
  );
}
