import type { ReactNode } from "react";
import { TermList } from "@/components/term-list";
import { LeadSection } from "@/components/staff/lead-section";

/** The lead's own fields (service, location, message...), as the visitor sent them. */
export function LeadFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <LeadSection title="Request">
      <TermList
        terms={facts}
        className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm"
        pairClassName="contents"
        labelClassName="text-ink-muted"
        valueClassName="min-w-0 wrap-break-word text-ink"
      />
    </LeadSection>
  );
}
