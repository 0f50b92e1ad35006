import { sql } from "drizzle-orm";
import { LEAD_STATUS_VALUES, type LeadStatus, PIPELINE_WINDOWS } from "@shared/leads/lead-desk";
import { LEAD_KINDS, type LeadKind } from "@shared/leads/lead-kinds";
import type { PipelineFigures, PipelineSummary, PipelineWindow } from "@shared/leads/lead-desk-api";
import type { AppDb } from "../../db/client";
import { countLeads } from "./lead-desk.queries";
import { leads } from "@shared/schema";

interface FiguresRow extends Record<string, unknown> {
  kind: LeadKind | null;
  total: number;
  won_value: string | number | null;
  median_seconds: string | number | null;
}

const zeroCounts = () => Object.fromEntries(LEAD_STATUS_VALUES.map((status) => [status, 0])) as Record<LeadStatus, number>;

function toFigures(row: FiguresRow | undefined): PipelineFigures {
  const counts = zeroCounts();
  for (const status of LEAD_STATUS_VALUES) counts[status] = Number(row?.[`n_${status}`] ?? 0);
  const decided = counts.won + counts.lost;
  const median = row?.median_seconds;
  return {
    counts,
    total: Number(row?.total ?? 0),
    wonValue: Number(row?.won_value ?? 0),
    winRate: decided === 0 ? null : counts.won / decided,
    medianResponseMinutes: median === null || median === undefined ? null : Math.round(Number(median) / 60),
  };
}

/** Leads that arrived in the last `days` days, per source and in all, in one pass. */
async function windowFigures(db: AppDb, days: number): Promise<PipelineWindow> {
  const perStatus = sql.join(
    LEAD_STATUS_VALUES.map((status) => sql`count(*) filter (where status = ${status})::int as ${sql.identifier(`n_${status}`)}`),
    sql`, `,
  );
  const result = await db.execute<FiguresRow>(sql`
    select kind, count(*)::int as total, ${perStatus},
      sum(quote_value) filter (where status = 'won') as won_value,
      percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at))
        filter (where first_response_at is not null) as median_seconds
    from ${leads} where ${leads.createdAt} >= now() - ${days} * interval '1 day' and not ${leads.isSpam}
    group by grouping sets ((kind), ())`);
  const rows = (result as unknown as { rows: FiguresRow[] }).rows;
  return {
    days,
    all: toFigures(rows.find((row) => row.kind === null)),
    bySource: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, toFigures(rows.find((row) => row.kind === kind))])) as Record<
      LeadKind,
      PipelineFigures
    >,
  };
}

/** The pipeline at a glance for the top of /admin. */
export async function pipelineSummary(db: AppDb, promiseHours: number): Promise<PipelineSummary> {
  const [counts, windows] = await Promise.all([
    countLeads(db, promiseHours),
    Promise.all(PIPELINE_WINDOWS.map((days) => windowFigures(db, days))),
  ]);
  return {
    promiseHours,
    kinds: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, counts(kind)])) as PipelineSummary["kinds"],
    windows,
  };
}
