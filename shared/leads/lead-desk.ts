import { HOUR_MS } from "../calendar/durations";
import { optionLabel, optionValues } from "../option-values";
import { optionsOf } from "../options";

/**
 * The one definition of the lead pipeline: statuses, lost reasons, sorts and the 24-hour clock. The zod
 * schemas, the server and the staff screens all read these; the kinds are in ./lead-kinds.
 */

export const LEAD_STATUSES = optionsOf({
  new: "New",
  contacted: "Contacted",
  "site-visit-booked": "Site visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
});
export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];
export const LEAD_STATUS_VALUES = optionValues(LEAD_STATUSES);
export const NEW_LEAD_STATUS: LeadStatus = "new";
/** The statuses at which a quote value (A$) can be recorded. */
export const QUOTE_VALUE_STATUSES: readonly LeadStatus[] = ["quoted", "won"];

export const LOST_REASONS = optionsOf({
  price: "Price",
  timing: "Timing",
  "out-of-area": "Out of area",
  "no-response": "No response",
  "chose-another-builder": "Chose another builder",
  other: "Other",
});
export type LostReason = (typeof LOST_REASONS)[number]["value"];
export const LOST_REASON_VALUES = optionValues(LOST_REASONS);

export const LEAD_SORTS = optionsOf({
  newest: "Newest first",
  oldest: "Oldest first",
  overdue: "Overdue first",
});
export type LeadSort = (typeof LEAD_SORTS)[number]["value"];

export const LEAD_PAGE_SIZE = 25;
/** Windows of the pipeline summary, in days. */
export const PIPELINE_WINDOWS = [30, 90] as const;

export const leadStatusLabel = (value: string): string => optionLabel(LEAD_STATUSES, value);
export const lostReasonLabel = (value: string | null): string => optionLabel(LOST_REASONS, value);

/** A lead still New once the promised response time has passed since it arrived. */
export function isOverdue(lead: { status: string; createdAt: string | Date }, promiseHours: number, now: number = Date.now()): boolean {
  return lead.status === NEW_LEAD_STATUS && now - new Date(lead.createdAt).getTime() >= promiseHours * HOUR_MS;
}

/** Queensland keeps +10:00 all year; date filters and CSV dates use the business's own day. */
export const BUSINESS_UTC_OFFSET = "+10:00";
