import type { LeadRow } from "../api/lead-desk";
import { LeadClock } from "./lead-clock";
import { LeadStatusBadge } from "./lead-status-badge";

/** Status and clock, stacked: the list's Status column and the card's status line. */
export function LeadStatusCell({ lead }: { lead: LeadRow }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <LeadStatusBadge status={lead.status} />
      <LeadClock lead={lead} />
    </div>
  );
}
