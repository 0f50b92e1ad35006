import { sql } from "drizzle-orm";
import type { EstimatesReport } from "@shared/reports/report-types";
import { monthlyReport } from "@shared/reports/report-figures";
import { estimateShownDays, leadEstimates, leads, siteVisits } from "@shared/schema";
import type { ReportRange } from "@shared/reports/report-validation";
import type { AppDb } from "../../db/client";
import { brisbaneLocal, leadsInRange, rowsOf } from "./report-leads";

interface MonthRow extends Record<string, unknown> {
  month: string;
  count: number;
  booked?: number;
  won?: number;
}

/**
 * The instant estimate by month: ranges shown (counted by day as they reach visitors), estimates sent (leads that came
 * from it, spam left out, by the month they arrived), those with a site visit ever booked, and those won.
 */
export async function estimatesReport(db: AppDb, range: ReportRange): Promise<EstimatesReport> {
  const shown = rowsOf<MonthRow>(
    await db.execute(sql`select to_char(${estimateShownDays.day}, 'YYYY-MM') as month, sum(${estimateShownDays.shown})::int as count
      from ${estimateShownDays} where ${estimateShownDays.day} between ${range.from} and ${range.to} group by 1`),
  );
  const inRange = leadsInRange(range, sql`${leads.id} as id, ${leads.createdAt} as created_at, ${leads.status} as status`);
  const sent = rowsOf<MonthRow>(
    await db.execute(sql`with arrived as (${inRange})
      select to_char(${brisbaneLocal(sql`a.created_at`)}, 'YYYY-MM') as month, count(*)::int as count,
        count(*) filter (where exists (select 1 from ${siteVisits} v where v.lead_id = a.id))::int as booked,
        count(*) filter (where a.status = 'won')::int as won
      from arrived a join ${leadEstimates} e on e.lead_id = a.id group by 1`),
  );
  return monthlyReport(range, ["shown", "sent", "booked", "won"], (month) => {
    const leadsOfMonth = sent.find((row) => row.month === month);
    const shownOfMonth = shown.find((row) => row.month === month);
    return { shown: shownOfMonth?.count, sent: leadsOfMonth?.count, booked: leadsOfMonth?.booked, won: leadsOfMonth?.won };
  });
}
