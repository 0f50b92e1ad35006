import type { LeadStatus } from "./lead-desk";
import type { LeadKind } from "./lead-kinds";

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
