/**
 * The two kinds of lead, defined once. The key is what the database stores in the leads table's kind column,
 * what the server routes by and what /admin keeps in its address (the specification's tab names).
 */
export const LEAD_KINDS = ["inquiries", "ga-leads"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export interface LeadKindInfo {
  /** one lead of this kind, in words */
  label: string;
  /** its /admin tab */
  tabLabel: string;
  /** the list's noun in running text ("Search inquiries") */
  noun: string;
  /** the form it came from, in the lead's header, the CSV and the pipeline summary */
  source: string;
  /** the public form's POST */
  intakePath: string;
  /** the staff list; a lead is `${apiPath}/:id` */
  apiPath: string;
}

export const LEAD_KIND_INFO: Record<LeadKind, LeadKindInfo> = {
  inquiries: {
    label: "Quote request",
    tabLabel: "Inquiries",
    noun: "inquiries",
    source: "Quote form",
    intakePath: "/api/contact",
    apiPath: "/api/contact",
  },
  "ga-leads": {
    label: "Ad lead",
    tabLabel: "Ad Leads",
    noun: "ad leads",
    source: "Google Ads form",
    intakePath: "/api/ga-enquiry",
    apiPath: "/api/ga-leads",
  },
};

export const isLeadKind = (value: unknown): value is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(value);

/** What POST /api/contact and /api/ga-enquiry answer (201): all the homeowner needs. */
export interface LeadIntakeAnswer {
  reference: string;
  /** the homeowner's private page to book the free site visit (absolute, on the site's address) */
  bookingUrl: string;
}

/** The lead opened in the staff desk (its tab and id, as /admin keeps them in its address). */
export const leadAdminPath = (lead: { kind: LeadKind; id: number }) => `/admin?tab=${lead.kind}&lead=${lead.id}`;
