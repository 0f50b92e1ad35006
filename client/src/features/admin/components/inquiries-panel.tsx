import { Inbox } from "lucide-react";
import { useCallback, useMemo } from "react";
import { BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import type { InquiryRow } from "../api/admin-lists";
import { newestFirst } from "../lib/newest-first";
import { optionLabel } from "../lib/option-label";
import { DateTime } from "./date-time";
import { EmailLink, PhoneLink } from "./contact-links";
import { ListEmpty, ListPager, ListSearch } from "./list-controls";
import { PanelFrame } from "./panel-frame";
import { type Column, numberAndDate, RecordList } from "./record-list";
import { usePagedSearch } from "./use-paged-search";

const columns: Column<InquiryRow>[] = [
  { header: "ID", cell: (row) => `#${row.id}`, stickyLeft: "left-0", className: "w-16 min-w-16 whitespace-nowrap text-ink-muted", hideInCard: true },
  { header: "Name", cell: (row) => <span className="font-medium">{row.name}</span>, stickyLeft: "left-16", className: "min-w-32 shadow-[inset_-1px_0_0_var(--color-gray-200)]", hideInCard: true },
  { header: "Email", cell: (row) => <EmailLink email={row.email} />, className: "min-w-44" },
  { header: "Phone", cell: (row) => <PhoneLink phone={row.phone} /> },
  { header: "Service", cell: (row) => row.service, className: "min-w-36" },
  { header: "Location", cell: (row) => row.location, className: "min-w-24" },
  { header: "Length", cell: (row) => optionLabel(LENGTH_OPTIONS, row.length), className: "min-w-20" },
  { header: "Timeline", cell: (row) => optionLabel(TIMELINE_OPTIONS, row.timeline), className: "min-w-20" },
  { header: "Budget", cell: (row) => optionLabel(BUDGET_OPTIONS, row.budget), className: "min-w-24" },
  { header: "Received", cell: (row) => <DateTime value={row.createdAt} />, hideInCard: true },
];

/** Quote requests from the website's quote form, newest first. */
export function InquiriesPanel({ inquiries }: { inquiries: readonly InquiryRow[] }) {
  const sorted = useMemo(() => newestFirst(inquiries), [inquiries]);
  const searchable = useCallback(
    (row: InquiryRow) => [row.id, row.name, row.email, row.phone, row.service, row.location, optionLabel(BUDGET_OPTIONS, row.budget)],
    [],
  );
  const paging = usePagedSearch(sorted, searchable);
  return (
    <PanelFrame title="Customer inquiries" description="Quote requests sent through the website's quote form.">
      {sorted.length === 0 ? (
        <ListEmpty icon={<Inbox aria-hidden="true" className="h-5 w-5" />} message="No quote requests yet. New requests will appear here." />
      ) : (
        <>
          <ListSearch paging={paging} label="Search inquiries" placeholder="Search inquiries..." />
          {paging.matchingCount === 0 ? (
            <ListEmpty icon={<Inbox aria-hidden="true" className="h-5 w-5" />} message={`No inquiries match "${paging.query}".`} />
          ) : (
            <RecordList
              caption="Customer inquiries, newest first"
              rows={paging.visible}
              columns={columns}
              rowKey={(row) => row.id}
              cardTitle={(row) => row.name}
              cardMeta={numberAndDate}
            />
          )}
          <ListPager paging={paging} noun="Inquiries" />
        </>
      )}
    </PanelFrame>
  );
}
