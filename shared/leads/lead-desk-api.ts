import type { LeadTextView, SmsConsentView } from "../texts/text-api";
import type { Json } from "../api-types";
import type { StaffQuoteView } from "../quotes/quote-views";
import type { LeadEvent, LeadNote } from "../schema";
import type { SiteVisitView } from "../visits/visit-api";
import type { LeadStatus } from "./lead-desk";
import type { LeadEmailStatus } from "./lead-emails";
import type { LeadKind } from "./lead-kinds";
import type { AdLead, QuoteRequestLead } from "./lead-rows";

/** Answers of the lead desk's endpoints, as both the server and the staff screens see them. */

/** GET /api/contact?page=N and /api/ga-leads?page=N: one page of the filtered list. */
export interface LeadPage<Row> {
  rows: Row[];
  /** leads matching the filters */
  total: number;
  /** of those, how many are New past the promised response time */
  overdue: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface PipelineFigures {
  counts: Record<LeadStatus, number>;
  total: number;
  wonValue: number;
  /** won / (won + lost), or null while nothing is decided */
  winRate: number | null;
  /** median minutes from arrival to the first move out of New, or null before any response */
  medianResponseMinutes: number | null;
}

export interface PipelineWindow {
  days: number;
  all: PipelineFigures;
  bySource: Record<LeadKind, PipelineFigures>;
}

/** GET /api/leads/summary: the pipeline at a glance and the tab counts. */
export interface PipelineSummary {
  promiseHours: number;
  /** per kind, every real lead, the overdue ones, and those held as spam (counted in no total) */
  kinds: Record<LeadKind, { total: number; overdue: number; spam: number }>;
  windows: PipelineWindow[];
}

/** A homeowner's photo of their site on a lead (private: served by the lead's staff-only photo route). */
export interface LeadPhotoView {
  id: number;
  /** the file's name as the homeowner had it */
  fileName: string;
  width: number;
  height: number;
}

/** What the desk adds to every lead row: its notes count, its emails' states and the homeowner's photos of the site. */
export interface LeadRowExtras {
  notesCount: number;
  /** sent from the instant estimate (the form it came through: "Instant estimate") */
  viaEstimate?: boolean;
  emails?: LeadEmailStatus[];
  photos?: LeadPhotoView[];
}

/** A lead of either kind as the lists answer it: the kind's fields, the pipeline's, and the desk's extras. */
export type LeadRow = (Json<QuoteRequestLead> | Json<AdLead>) & LeadRowExtras;
export type InquiryLeadRow = Json<QuoteRequestLead> & LeadRowExtras;
export type AdLeadRow = Json<AdLead> & LeadRowExtras;
export type LeadNoteRow = Json<LeadNote>;
export type LeadEventRow = Json<LeadEvent>;

/** An alert a lead set off on a staff device: which, how it went, and how long it took. */
export interface LeadPush {
  alert: string;
  deviceName: string;
  state: "pushed" | "gone" | "failed";
  pushedAt: string | null;
  latencyMs: number | null;
}

/** GET /api/contact/:id and /api/ga-leads/:id: the lead with everything the desk shows of it. */
export interface LeadDetail {
  lead: LeadRow;
  notes: LeadNoteRow[];
  history: LeadEventRow[];
  /** the booked site visit, if any */
  visit: SiteVisitView | null;
  /** the lead's quote with its versions and emails, if one was written */
  quote: StaffQuoteView | null;
  /** the alerts it set off on staff devices, newest first */
  pushes: LeadPush[];
  /** a lead sent from the instant estimate: what the homeowner was shown */
  estimate: LeadEstimateView | null;
  /** the Won lead's job (its stages on the crews' calendar), once made */
  jobId: number | null;
  /** the homeowner's consent to texts, as given on the form */
  smsConsent: SmsConsentView | null;
  /** every text with the homeowner, sent, received or still to go */
  texts: LeadTextView[];
}

/** The instant estimate a lead was sent with, as the homeowner saw it, and the version of the price table it used. */
export interface LeadEstimateView {
  tableVersion: number;
  /** "$9,450 to $15,250 incl. GST"; null for a job beyond the table */
  range: string | null;
  lines: { label: string; low: number; high: number }[];
  flags: { code: string; text: string }[];
  neighbourShare: { low: number; high: number } | null;
}

/** POST /api/contact/:id/complete: when the Won job was marked completed. */
export interface JobCompleted {
  completedAt: string;
}
