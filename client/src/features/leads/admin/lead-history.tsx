import { leadStatusLabel, lostReasonLabel } from "@shared/leads/lead-desk";
import { formatDateTime } from "@/lib/formatters";
import type { LeadEventRow } from "../api/lead-desk";
import { formatAud } from "@/lib/format-duration";
import { LeadSection } from "@/components/staff/lead-section";

const FIELD_LABELS: Record<string, { label: string; show: (value: string) => string }> = {
  status: { label: "status", show: leadStatusLabel },
  lostReason: { label: "lost reason", show: lostReasonLabel },
  lostNote: { label: "lost details", show: (value) => `"${value}"` },
  quoteValue: { label: "quote value", show: (value) => formatAud(Number(value)) },
};

function describe(event: LeadEventRow): string {
  if (event.field === "siteVisit") {
    if (event.oldValue === null) return `booked a site visit for ${event.newValue}`;
    if (event.newValue === null) return `cancelled the site visit of ${event.oldValue}`;
    return `moved the site visit from ${event.oldValue} to ${event.newValue}`;
  }
  const field = FIELD_LABELS[event.field] ?? { label: event.field, show: (value: string) => value };
  const from = event.oldValue === null ? "none" : field.show(event.oldValue);
  const to = event.newValue === null ? "none" : field.show(event.newValue);
  return `changed ${field.label} from ${from} to ${to}`;
}

/** Every change with who and when, newest first; read-only by design. */
export function LeadHistory({ history, receivedAt }: { history: readonly LeadEventRow[]; receivedAt: string }) {
  return (
    <LeadSection title="History">
      <ol className="mt-3 space-y-3 border-l border-gray-200 pl-4 text-sm">
        {history.map((event) => (
          <li key={event.id}>
            <p className="text-ink">
              <span className="font-semibold">{event.username}</span> {describe(event)}
            </p>
            <p className="text-xs text-ink-muted">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
          </li>
        ))}
        <li>
          <p className="text-ink">Lead received</p>
          <p className="text-xs text-ink-muted">
            <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time>
          </p>
        </li>
      </ol>
    </LeadSection>
  );
}
