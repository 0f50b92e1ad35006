import { Megaphone } from "lucide-react";
import { useCallback, useMemo } from "react";
import { AD_SERVICE_OPTIONS, ADMIN_REVIEW_TEXT_LIMIT } from "@shared/constants";
import { formatDateTime } from "@/lib/formatters";
import type { AdLeadRow } from "../api/admin-lists";
import { newestFirst } from "../lib/newest-first";
import { optionLabel } from "../lib/option-label";
import { EmailLink, PhoneLink } from "./contact-links";
import { DateTime } from "./date-time";
import { ExpandableText } from "./expandable-text";
import { ListEmpty, ListPager, ListSearch } from "./list-controls";
import { PanelFrame } from "./panel-frame";
import { type Column, RecordList } from "./record-list";
import { usePagedSearch } from "./use-paged-search";

const columns: Column<AdLeadRow>[] = [
  { header: "Name", cell: (row) => <span className="font-medium">{row.name}</span>, stickyLeft: "left-0", className: "min-w-36 shadow-[inset_-1px_0_0_var(--color-gray-200)]", hideInCard: true },
  { header: "Email", cell: (row) => <EmailLink email={row.email} />, className: "min-w-44" },
  { header: "Phone", cell: (row) => <PhoneLink phone={row.phone} /> },
  { header: "Service", cell: (row) => optionLabel(AD_SERVICE_OPTIONS, row.service), className: "whitespace-nowrap" },
  { header: "Message", cell: (row) => <ExpandableText text={row.message} limit={ADMIN_REVIEW_TEXT_LIMIT} />, className: "min-w-72 max-w-xl" },
  { header: "Received", cell: (row) => <DateTime value={row.createdAt} />, hideInCard: true },
];

/** Leads from the Google Ads landing page (/GA-Enquiry), newest first. */
export function AdLeadsPanel({ adLeads }: { adLeads: readonly AdLeadRow[] }) {
  const sorted = useMemo(() => newestFirst(adLeads), [adLeads]);
  const searchable = useCallback((row: AdLeadRow) => [row.name, row.email, row.phone, optionLabel(AD_SERVICE_OPTIONS, row.service), row.message], []);
  const paging = usePagedSearch(sorted, searchable);
  return (
    <PanelFrame title="Google Ads leads" description="Quote requests from the ad landing page.">
      {sorted.length === 0 ? (
        <ListEmpty icon={<Megaphone aria-hidden="true" className="h-5 w-5" />} message="No ad leads yet. Leads from the ad landing page will appear here." />
      ) : (
        <>
          <ListSearch paging={paging} label="Search ad leads" placeholder="Search ad leads..." />
          {paging.matchingCount === 0 ? (
            <ListEmpty icon={<Megaphone aria-hidden="true" className="h-5 w-5" />} message={`No ad leads match "${paging.query}".`} />
          ) : (
            <RecordList
              caption="Google Ads leads, newest first"
              rows={paging.visible}
              columns={columns}
              rowKey={(row) => row.id}
              cardTitle={(row) => row.name}
              cardMeta={(row) => formatDateTime(row.createdAt)}
            />
          )}
          <ListPager paging={paging} noun="Ad leads" />
        </>
      )}
    </PanelFrame>
  );
}
