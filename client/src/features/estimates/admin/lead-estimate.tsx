import type { LeadEstimateView } from "@shared/leads/lead-desk-api";
import { formatCents } from "@shared/quotes/quote-math";
import { LeadSection } from "@/components/staff/lead-section";

/** The instant estimate the homeowner sent: the range they saw, its lines and notes, and the price table's version. */
export function LeadEstimate({ estimate }: { estimate: LeadEstimateView | null }) {
  if (!estimate) return null;
  return (
    <LeadSection title="Instant estimate">
      <p className="mt-1 text-base font-semibold text-ink">{estimate.range ?? "Beyond the table: the homeowner was asked to call"}</p>
      {estimate.lines.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-ink">
          {estimate.lines.map((line) => (
            <li key={line.label} className="flex justify-between gap-3">
              <span>{line.label}</span>
              <span className="shrink-0 tabular-nums text-ink-muted">
                {formatCents(line.low)} to {formatCents(line.high)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {estimate.neighbourShare && (
        <p className="mt-2 text-sm text-ink">
          Dividing fence: the homeowner's likely half is {formatCents(estimate.neighbourShare.low)} to{" "}
          {formatCents(estimate.neighbourShare.high)}.
        </p>
      )}
      {estimate.flags.map((flag) => (
        <p key={flag.code} className="mt-2 text-sm text-ink-muted">
          {flag.text}
        </p>
      ))}
      <p className="mt-2 text-xs text-ink-muted">Price table version {estimate.tableVersion}</p>
    </LeadSection>
  );
}
