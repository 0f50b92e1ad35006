import { LEAD_PAGE_SIZE, LEAD_STATUS_VALUES, PIPELINE_WINDOWS } from "@shared/leads/lead-desk";
import { LEAD_KINDS } from "@shared/leads/lead-kinds";
import { EMPTY_ATTRIBUTION } from "@shared/attribution";
import type { AdLeadRow, InquiryLeadRow, LeadPage, PipelineFigures, PipelineSummary } from "@shared/leads/lead-desk-api";
import type { StaffReviewJson } from "@shared/reviews/review-types";

const figures = (): PipelineFigures => ({
  counts: Object.fromEntries(LEAD_STATUS_VALUES.map((status) => [status, 0])) as PipelineFigures["counts"],
  total: 0,
  wonValue: 0,
  winRate: null,
  medianResponseMinutes: null,
});

/** GET /api/leads/summary with the given totals per kind and nothing else yet. */
export function pipelineSummary(
  totals: Partial<Record<(typeof LEAD_KINDS)[number], { total: number; overdue: number; spam?: number }>> = {},
): PipelineSummary {
  return {
    promiseHours: 24,
    kinds: {
      inquiries: { spam: 0, ...(totals.inquiries ?? { total: 0, overdue: 0 }) },
      "ga-leads": { spam: 0, ...(totals["ga-leads"] ?? { total: 0, overdue: 0 }) },
    },
    windows: PIPELINE_WINDOWS.map((days) => ({
      days,
      all: figures(),
      bySource: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, figures()])) as PipelineSummary["windows"][number]["bySource"],
    })),
  };
}

/** One page of a lead list holding `rows`, out of `total`. */
export function leadPage<Row>(rows: Row[], { page = 1, total = rows.length, overdue = 0 } = {}): LeadPage<Row> {
  return { rows, total, overdue, page, pageSize: LEAD_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE)) };
}

/** A staff API answered as an empty, fresh database would answer it. */
export function emptyStaffAnswer(url: string): unknown {
  if (url === "/api/leads/summary") return pipelineSummary();
  if (/^\/api\/(contact|ga-leads)\?/.test(url)) return leadPage([]);
  return [];
}

/** What every lead row carries beside its form's fields: a New lead, not spam, straight from a visitor. */
const pipelineAndTracking = {
  attribution: EMPTY_ATTRIBUTION,
  source: "Direct",
  campaign: null,
  isSpam: false,
  spamReason: null,
  emails: [],
  status: "new",
  lostReason: null,
  lostNote: null,
  quoteValue: null,
  firstResponseAt: null,
  completedAt: null,
  openedAt: null,
  closedAt: null,
  notesCount: 0,
};

/** A quote request as the lead list answers it; `overrides` for what a test is about. */
export const inquiryRow = (id: number, overrides: Partial<InquiryLeadRow> = {}): InquiryLeadRow => ({
  id,
  kind: "inquiries",
  reference: `RW-TEST${id}A`,
  name: `Person ${id}`,
  phone: "0491 570 006",
  email: `person${id}@example.com`,
  service: "Timber Fencing",
  length: "under-10m",
  location: "Chermside",
  council: "Brisbane City",
  timeline: "1-3-months",
  budget: "5k-10k",
  createdAt: `2026-11-0${id}T00:00:00.000Z`,
  belowMinimum: false,
  outsideServiceArea: false,
  ...pipelineAndTracking,
  ...overrides,
});

/** An ad lead as the lead list answers it. */
export const adLeadRow = (id: number, overrides: Partial<AdLeadRow> = {}): AdLeadRow => ({
  id,
  kind: "ga-leads",
  reference: `RW-ADTS${id}B`,
  name: `Ad ${id}`,
  email: `ad${id}@example.com`,
  phone: "0491 570 006",
  service: "both",
  message: "A wall and a fence please.",
  createdAt: `2026-11-0${id}T00:00:00.000Z`,
  ...pipelineAndTracking,
  ...overrides,
});

/** A review as the staff list answers it: pending, not flagged. */
export const reviewRow = (id: number, overrides: Partial<StaffReviewJson> = {}): StaffReviewJson => ({
  id,
  name: `Reviewer ${id}`,
  location: "Noosa",
  rating: 4,
  reviewText: "Tidy work.",
  service: null,
  isApproved: "pending",
  createdAt: `2026-09-0${id}T00:00:00.000Z`,
  moderationReason: null,
  moderationNote: null,
  containsLinks: false,
  duplicateOfId: null,
  verified: false,
  leadKind: null,
  leadId: null,
  reply: null,
  isSpam: false,
  spamReason: null,
  ...overrides,
});
