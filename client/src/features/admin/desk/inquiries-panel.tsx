import { Inbox } from "lucide-react";
import { BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import type { LeadPage } from "@shared/leads/lead-desk-api";
import {
  contactColumns,
  type InquiryLeadRow,
  type LeadFilters,
  type LeadRow,
  leadTrackingColumns,
  leadTrackingFacts,
  type LeadView,
} from "@/features/leads";
import { LeadsPanel } from "./leads-panel";
import { optionLabel } from "@/lib/option-label";
import { EmailLink } from "@/components/staff/contact-links";

const inquiriesView: LeadView<InquiryLeadRow> = {
  kind: "inquiries",
  title: "Customer inquiries",
  description: "Quote requests sent through the website's quote form.",
  icon: <Inbox aria-hidden="true" className="h-5 w-5" />,
  noun: "Inquiries",
  emptyMessage: "No quote requests yet. New requests will appear here.",
  columns: [
    ...contactColumns<InquiryLeadRow>(),
    { header: "Service", cell: (row) => row.service, className: "min-w-36" },
    { header: "Location", cell: (row) => row.location, className: "min-w-24" },
    { header: "Length", cell: (row) => optionLabel(LENGTH_OPTIONS, row.length), className: "min-w-20" },
    { header: "Timeline", cell: (row) => optionLabel(TIMELINE_OPTIONS, row.timeline), className: "min-w-20" },
    { header: "Budget", cell: (row) => optionLabel(BUDGET_OPTIONS, row.budget), className: "min-w-24" },
    ...leadTrackingColumns<InquiryLeadRow>("inquiries"),
  ],
  facts: [
    ...leadTrackingFacts("inquiries"),
    { label: "Service", value: (row) => row.service },
    { label: "Location", value: (row) => row.location },
    { label: "Length", value: (row) => optionLabel(LENGTH_OPTIONS, row.length) },
    { label: "Timeline", value: (row) => optionLabel(TIMELINE_OPTIONS, row.timeline) },
    { label: "Budget", value: (row) => optionLabel(BUDGET_OPTIONS, row.budget) },
    { label: "Email", value: (row) => <EmailLink email={row.email} /> },
  ],
};

/** Quote requests from the website's quote form, on the lead desk. */
export function InquiriesPanel(props: { page: LeadPage<LeadRow>; filters: LeadFilters }) {
  return <LeadsPanel view={inquiriesView} {...props} />;
}
