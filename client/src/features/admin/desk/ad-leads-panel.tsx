import { Megaphone } from "lucide-react";
import { AD_SERVICE_OPTIONS, ADMIN_REVIEW_TEXT_LIMIT } from "@shared/constants";
import type { LeadPage } from "@shared/leads/lead-desk-api";
import {
  type AdLeadRow,
  contactColumns,
  type LeadFilters,
  type LeadRow,
  leadTrackingColumns,
  leadTrackingFacts,
  type LeadView,
} from "@/features/leads";
import { LeadsPanel } from "./leads-panel";
import { optionLabel } from "@/lib/option-label";
import { EmailLink } from "@/components/staff/contact-links";
import { ExpandableText } from "@/components/staff/expandable-text";

const adLeadsView: LeadView<AdLeadRow> = {
  kind: "ga-leads",
  title: "Google Ads leads",
  description: "Quote requests from the ad landing page.",
  icon: <Megaphone aria-hidden="true" className="h-5 w-5" />,
  noun: "Ad leads",
  emptyMessage: "No ad leads yet. Leads from the ad landing page will appear here.",
  columns: [
    ...contactColumns<AdLeadRow>(),
    { header: "Service", cell: (row) => optionLabel(AD_SERVICE_OPTIONS, row.service), className: "whitespace-nowrap" },
    {
      header: "Message",
      cell: (row) => <ExpandableText text={row.message} limit={ADMIN_REVIEW_TEXT_LIMIT} />,
      className: "min-w-72 max-w-xl",
    },
    ...leadTrackingColumns<AdLeadRow>("ga-leads"),
  ],
  facts: [
    ...leadTrackingFacts("ga-leads"),
    { label: "Service", value: (row) => optionLabel(AD_SERVICE_OPTIONS, row.service) },
    { label: "Message", value: (row) => <p className="whitespace-pre-line">{row.message}</p> },
    { label: "Email", value: (row) => <EmailLink email={row.email} /> },
  ],
};

/** Leads from the Google Ads landing page (/GA-Enquiry), on the lead desk. */
export function AdLeadsPanel(props: { page: LeadPage<LeadRow>; filters: LeadFilters }) {
  return <LeadsPanel view={adLeadsView} {...props} />;
}
