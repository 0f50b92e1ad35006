/**
 * The homeowner's private links staff can replace ("Send a new link"), where each one opens, and what the lead's
 * screen calls it. An invoice link is one per invoice; the others one per lead.
 */
export const RENEWABLE_LINKS = {
  booking: { path: "/book/", label: "booking link" },
  quote: { path: "/quote/", label: "quote link" },
  invoice: { path: "/invoice/", label: "invoice link" },
  job: { path: "/job/", label: "job page link" },
  unsubscribe: { path: "/unsubscribe/", label: "unsubscribe link" },
} as const;
export type RenewableLink = keyof typeof RENEWABLE_LINKS;

/** POST /api/leads/:reference/links/:purpose/renew answers this. */
export interface LinkRenewed {
  purpose: RenewableLink;
  /** the invoice whose link it was */
  invoice?: string;
  emailed: true;
}
