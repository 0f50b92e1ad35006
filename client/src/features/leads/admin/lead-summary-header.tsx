import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import { formatDateTime } from "@/lib/formatters";
import type { LeadRow } from "../api/lead-desk";
import { LeadStatusCell } from "./lead-status-cell";

/** Name, reference, source, arrival, and the status with its clock. */
export function LeadSummaryHeader({
  kind,
  lead,
  headingId,
  source = LEAD_KIND_INFO[kind].source,
}: {
  kind: LeadKind;
  lead: LeadRow;
  headingId: string;
  /** the form it came from, when not the kind's own (the instant estimate) */
  source?: string;
}) {
  return (
    <header className="px-4 pt-4 pb-3 sm:px-5">
      <h2 id={headingId} className="text-xl font-bold wrap-anywhere text-ink">
        {lead.name}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <span className="font-mono font-semibold tracking-wide text-ink">{lead.reference}</span> · {source} · received{" "}
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </p>
      <div className="mt-3">
        <LeadStatusCell lead={lead} />
      </div>
    </header>
  );
}
