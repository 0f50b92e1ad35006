import { AlertTriangle, Clock, Reply } from "lucide-react";
import { isOverdue, NEW_LEAD_STATUS } from "@shared/leads/lead-desk";
import { useBusiness } from "@/lib/client-config";
import { formatDuration } from "@/lib/format-duration";
import { useNow } from "./use-now";

interface LeadClockProps {
  lead: { status: string; createdAt: string; firstResponseAt: string | null };
}

const minutesBetween = (from: string, to: number) => (to - new Date(from).getTime()) / 60_000;

/**
 * The 24-hour clock: how long a New lead has waited, "Overdue" in words and colour once the business's
 * promise has passed, and the response time once someone has moved it on.
 */
export function LeadClock({ lead }: LeadClockProps) {
  const { responseHours } = useBusiness();
  const now = useNow();
  if (lead.status === NEW_LEAD_STATUS) {
    const waited = formatDuration(minutesBetween(lead.createdAt, now));
    if (isOverdue(lead, responseHours, now)) {
      return (
        <span className="inline-flex items-center gap-1 rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/30 ring-inset">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          Overdue · waiting {waited}
        </span>
      );
    }
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
        <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        Waiting {waited}
      </span>
    );
  }
  if (!lead.firstResponseAt) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
      <Reply aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      Responded in {formatDuration(minutesBetween(lead.createdAt, new Date(lead.firstResponseAt).getTime()))}
    </span>
  );
}
