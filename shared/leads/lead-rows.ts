import type { Lead } from "../schema";
import type { LeadKind } from "./lead-kinds";

/**
 * A lead as each kind's API answers it. Both kinds live in one table; each answer carries the fields common to
 * both and its own kind's, never the other kind's (empty) columns, so /api/contact and /api/ga-leads keep the
 * specification's shapes.
 */

/** The columns only a quote request fills. */
export const QUOTE_REQUEST_ONLY = ["length", "location", "timeline", "budget", "council", "belowMinimum", "outsideServiceArea"] as const;
/** The column only an ad lead fills. */
export const AD_LEAD_ONLY = ["message"] as const;

type Common = Omit<Lead, "kind" | (typeof QUOTE_REQUEST_ONLY)[number] | (typeof AD_LEAD_ONLY)[number]>;

export type QuoteRequestLead = Common &
  Pick<Lead, "council" | "belowMinimum" | "outsideServiceArea"> & {
    kind: "inquiries";
    length: string;
    location: string;
    timeline: string;
    budget: string;
  };

export type AdLead = Common & { kind: "ga-leads"; message: string };

export type KindedLead = QuoteRequestLead | AdLead;

const OTHER_KINDS_FIELDS: Record<LeadKind, readonly string[]> = { inquiries: AD_LEAD_ONLY, "ga-leads": QUOTE_REQUEST_ONLY };

/** The lead (and whatever the row carries beside it) without the other kind's columns. */
export function asKindedLead<Row extends Lead>(row: Row): Omit<Row, keyof Lead> & KindedLead {
  const drop = OTHER_KINDS_FIELDS[row.kind];
  return Object.fromEntries(Object.entries(row).filter(([key]) => !drop.includes(key))) as Omit<Row, keyof Lead> & KindedLead;
}
