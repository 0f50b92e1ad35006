import { sql } from "drizzle-orm";
import type { ResponseReport } from "@shared/reports/report-types";
import type { ReportRange } from "@shared/reports/report-validation";
import { leads } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { brisbaneLocal, leadsInRange, rowsOf } from "./report-leads";

interface CellRow extends Record<string, unknown> {
  weekday: number;
  hour: number;
  leads: number;
  within: number;
  late: number;
  median_seconds: string | number | null;
}

/**
 * First response by the weekday and hour a lead arrived (Brisbane time), against the business's promise: answered
 * within it, late (answered after it, or still waiting once it ran out), and the median time to the first answer.
 * A lead still inside its promise is neither.
 */
export async function responseReport(db: AppDb, range: ReportRange, promiseHours: number, now: Date = new Date()): Promise<ResponseReport> {
  const inRange = leadsInRange(range, sql`${leads.createdAt} as created_at, ${leads.firstResponseAt} as first_response_at`);
  const promise = sql`(${promiseHours} * interval '1 hour')`;
  const cells = rowsOf<CellRow>(
    await db.execute(sql`with arrived as (${inRange})
      select extract(isodow from ${brisbaneLocal(sql`created_at`)})::int as weekday, extract(hour from ${brisbaneLocal(sql`created_at`)})::int as hour,
        count(*)::int as leads,
        count(*) filter (where first_response_at - created_at <= ${promise})::int as within,
        count(*) filter (where first_response_at - created_at > ${promise} or (first_response_at is null and ${now}::timestamptz - created_at > ${promise}))::int as late,
        percentile_cont(0.5) within group (order by date_part('epoch', first_response_at - created_at)) filter (where first_response_at is not null) as median_seconds
      from arrived group by 1, 2 order by 1, 2`),
  );
  const withinPromise = cells.reduce((total, cell) => total + Number(cell.within), 0);
  const late = cells.reduce((total, cell) => total + Number(cell.late), 0);
  return {
    from: range.from,
    to: range.to,
    promiseHours,
    cells: cells.map((cell) => ({
      weekday: Number(cell.weekday),
      hour: Number(cell.hour),
      leads: Number(cell.leads),
      withinPromise: Number(cell.within),
      late: Number(cell.late),
      medianFirstResponseMinutes: cell.median_seconds === null ? null : Math.round(Number(cell.median_seconds) / 60),
    })),
    withinPromiseShare: withinPromise + late === 0 ? null : withinPromise / (withinPromise + late),
    withinPromise,
    late,
  };
}
