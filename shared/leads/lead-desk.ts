/**
 * The one definition of the lead pipeline: statuses, lost reasons, sorts and the 24-hour clock. The zod
 * schemas, the server and the staff screens all read these; the kinds are in ./lead-kinds.
 */

export const LEAD_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "site-visit-booked", label: "Site visit booked" },
  { value: "quoted", label: "Quoted" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
] as const;
import { HOUR_MS } from "../calendar/durations";
export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];
export const LEAD_STATUS_VALUES = LEAD_STATUSES.map((status) => status.value) as [LeadStatus, ...LeadStatus[]];
export const NEW_LEAD_STATUS: LeadStatus = "new";
/** The statuses at which a quote value (A$) can be recorded. */
export const QUOTE_VALUE_STATUSES: readonly LeadStatus[] = ["quoted", "won"];

export const LOST_REASONS = [
  { value: "price", label: "Price" },
  { value: "timing", label: "Timing" },
  { value: "out-of-area", label: "Out of area" },
  { value: "no-response", label: "No response" },
  { value: "chose-another-builder", label: "Chose another builder" },
  { value: "other", label: "Other" },
] as const;
export type LostReason = (typeof LOST_REASONS)[number]["value"];
export const LOST_REASON_VALUES = LOST_REASONS.map((reason) => reason.value) as [LostReason, ...LostReason[]];

export const LEAD_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "overdue", label: "Overdue first" },
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number]["value"];

export const LEAD_PAGE_SIZE = 25;
/** Windows of the pipeline summary, in days. */
export const PIPELINE_WINDOWS = [30, 90] as const;

export const leadStatusLabel = (value: string): string => LEAD_STATUSES.find((status) => status.value === value)?.label ?? value;
export const lostReasonLabel = (value: string | null): string =>
  LOST_REASONS.find((reason) => reason.value === value)?.label ?? value ?? "";

/** A lead still New once the promised response time has passed since it arrived. */
export function isOverdue(lead: { status: string; createdAt: string | Date }, promiseHours: number, now: number = Date.now()): boolean {
  return lead.status === NEW_LEAD_STATUS && now - new Date(lead.createdAt).getTime() >= promiseHours * HOUR_MS;
}

/** Queensland keeps +10:00 all year; date filters and CSV dates use the business's own day. */
export const BUSINESS_UTC_OFFSET = "+10:00";
