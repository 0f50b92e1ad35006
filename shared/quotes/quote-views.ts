import type { LeadKind } from "../leads/lead-kinds";
import type { QuoteContractor, QuoteLine, QuoteStage } from "../schema";
import type { ContractLevel } from "./quote-law";
import type { WorkRun } from "../costs/work-runs";

export type QuoteVersionState = "draft" | "sent" | "superseded" | "accepted" | "declined";

/** One version of a quote as JSON: what it says, its money in cents, and what became of it. */
export interface QuoteVersionView {
  id: number;
  version: number;
  state: QuoteVersionState;
  lines: QuoteLine[];
  scope: string;
  exclusions: string;
  startDate: string | null;
  completionDate: string | null;
  validDays: number;
  depositPercent: number;
  stages: QuoteStage[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  depositCents: number;
  contractor: QuoteContractor;
  level: ContractLevel;
  createdBy: string;
  createdAt: string;
  sentAt: string | null;
  expiresAt: string | null;
  /** SHA-256 of the version as sent */
  contentHash: string | null;
  accepted: { name: string; at: string; guide: boolean } | null;
  declined: { at: string; reason: string | null } | null;
}

/** A version as staff read it: with its runs and each stage's labour hours, which the homeowner never sees. */
export interface StaffQuoteVersionView extends Omit<QuoteVersionView, "stages"> {
  stages: (QuoteStage & { labourHours: number })[];
  runs: WorkRun[];
}

/** An email about a quote, for staff: which went out, which wait, which stopped and why. */
export interface QuoteEmailView {
  id: number;
  versionId: number;
  kind: "quote" | "follow-up" | "confirmation";
  manual: boolean;
  state: string;
  note: string | null;
  runAt: string | null;
  finishedAt: string | null;
}

/** GET /api/quotes/:id: the quote with every version (newest first) and its emails. */
export interface StaffQuoteView {
  id: number;
  leadKind: LeadKind;
  leadId: number;
  reference: string;
  followUpsStoppedAt: string | null;
  /** the homeowner unsubscribed from follow-ups */
  unsubscribed: boolean;
  /** the cooling-off period's last day: of the accepted version, or as if accepted today */
  coolingOffEnds: string | null;
  /** the version the homeowner's link shows (the newest sent), null while none is sent (shared/quotes/quote-shown.ts) */
  shownVersion: number | null;
  /** that version is sent, not answered and not expired: it can be followed up and accepted */
  waitingForAnswer: boolean;
  versions: StaffQuoteVersionView[];
  emails: QuoteEmailView[];
}

/** What POST /api/quotes and PATCH /api/quotes/:id answer. */
export interface QuoteWriteAnswer {
  id: number;
  version: number;
  /** the homeowner's private page (absolute): it shows the newest version sent */
  url: string;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  depositCents: number;
}

/**
 * Everything the homeowner's quote page (/quote/<token>) shows. The server decides it and renders it whole, with
 * forms that post back, so it works with JavaScript off.
 */
export interface QuotePageView {
  /** the page's own address, where its forms post */
  path: string;
  reference: string;
  homeowner: string;
  version: QuoteVersionView;
  /** earlier versions sent, newest first: shown as superseded */
  superseded: { version: number; sentAt: string | null }[];
  /** why it cannot be accepted or declined now, in the homeowner's words; null when it can */
  closedBecause: string | null;
  /** the cooling-off period's last day (the accepted one's, or as if accepted today); null below $3,300 */
  coolingOffEnds: string | null;
  notice?: { tone: "success" | "error"; text: string };
  /** the acceptance form's answers after a refusal, so nothing typed is lost */
  values: { fullName: string; reason: string };
  errors: Partial<Record<"fullName" | "agree" | "guide" | "reason", string>>;
  /** the homeowner priced a dividing fence with the instant estimate: the neighbour's letter, this quote attached */
  neighbourLetter: boolean;
}

/** The unsubscribe page (/unsubscribe/<token>). */
export interface UnsubscribePageView {
  path: string;
  email: string;
  done: boolean;
}
