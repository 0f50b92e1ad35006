import { Inbox, Megaphone } from "lucide-react";
import { AD_SERVICE_OPTIONS, ADMIN_REVIEW_TEXT_LIMIT, BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import {
  type AdLeadRow,
  contactColumns,
  type InquiryLeadRow,
  leadTrackingColumns,
  leadTrackingFacts,
  type LeadView,
} from "@/features/leads";
import { optionLabel } from "@/lib/option-label";
import { EmailLink } from "@/components/staff/contact-links";
import { ExpandableText } from "@/components/staff/expandable-text";

/** Quote requests from the website's quote form, on the lead desk. */
export const inquiriesView: LeadView<InquiryLeadRow> = {
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

/** Leads from the Google Ads landing page (/GA-Enquiry), on the lead desk. */
export const adLeadsView: LeadView<AdLeadRow> = {
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
