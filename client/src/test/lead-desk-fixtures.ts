import { LEAD_PAGE_SIZE, LEAD_STATUS_VALUES, PIPELINE_WINDOWS } from "@shared/leads/lead-desk";
import { LEAD_KINDS } from "@shared/leads/lead-kinds";
import type { LeadPage, PipelineFigures, PipelineSummary } from "@shared/leads/lead-desk-api";

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
