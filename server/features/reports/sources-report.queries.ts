import { sql } from "drizzle-orm";
import { type CountedFigures, NO_FIGURES, sumFigures, withDerivedFigures } from "@shared/reports/report-figures";
import type { ReportSource, SourceRow, SourcesReport } from "@shared/reports/report-types";
import { REPORT_SOURCES } from "@shared/reports/report-types";
import type { ReportRange } from "@shared/reports/report-validation";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { spendInRange } from "./ad-spend.queries";
import { cashReport, NO_CASH, sourceKey } from "./cash-report.queries";
import { classifiedLeads, FIGURE_COLUMNS, type FigureRow, rowsOf, toCounted } from "./report-leads";

interface GroupedRow extends FigureRow {
  grouped_by: "source" | "council" | "month" | "all" | "service";
  source: ReportSource | null;
  campaign: string | null;
  council: string | null;
  month: string | null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Where work came from in a range, in SQL over both lead tables: one row per source (each Google Ads campaign
 * its own), and the same figures by service, council and month, with the spend recorded for them.
 */
export async function sourcesReport(db: AppDb, range: ReportRange): Promise<SourcesReport> {
  const leads = classifiedLeads(range);
  // one statement: the leads are worked out once and grouped twice (a lead of two services counts under each)
  const result = await inTransaction(db, async (tx) => {
    // the grouping sets sort the year's leads in memory rather than on disk; compiling the query costs more than it saves
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return rowsOf<GroupedRow & { service: string | null }>(
      await tx.execute(sql`with ${leads},
      grouped as (
        select (case when grouping(source, campaign) = 0 then 'source' when grouping(council) = 0 then 'council' when grouping(month) = 0 then 'month' else 'all' end) as grouped_by,
          source, campaign, council, month, null::text as service, ${FIGURE_COLUMNS}
        from leads group by grouping sets ((source, campaign), (council), (month), ())
      ),
      by_service as (
        select 'service' as grouped_by, null::text as source, null::text as campaign, null::text as council, null::text as month, service, ${FIGURE_COLUMNS}
        from leads cross join lateral unnest(services) as service group by service
      )
      select * from grouped union all select * from by_service`),
    );
  });
  const grouped = result.filter((row) => row.grouped_by !== "service");
  const byServiceRows = result
    .filter((row) => row.grouped_by === "service")
    .map((row) => ({ ...row, service: row.service! }))
    .sort((a, b) => Number(b.leads) - Number(a.leads) || a.service.localeCompare(b.service));
  const spend = await spendInRange(db, range);
  const cash = await cashReport(db, range);

  // Google Ads rows join spend by campaign; a campaign with spend and no leads still shows, with its cost.
  const campaignSpend = new Map<string, number>();
  for (const entry of spend) campaignSpend.set(entry.campaign, (campaignSpend.get(entry.campaign) ?? 0) + entry.cents);
  const sourceRows = new Map<string, { source: ReportSource; campaign: string | null; counted: CountedFigures }>();
  for (const row of grouped.filter((r) => r.grouped_by === "source")) {
    sourceRows.set(sourceKey(row.source!, row.campaign), { source: row.source!, campaign: row.campaign, counted: toCounted(row) });
  }
  // money that moved in the range for leads that arrived before it still shows, under the lead's source
  for (const key of cash.bySource.keys()) {
    const [source, campaign] = key.split("\u0000") as [ReportSource, string];
    if (!sourceRows.has(key)) sourceRows.set(key, { source, campaign: campaign || null, counted: { ...NO_FIGURES } });
  }
  for (const campaign of campaignSpend.keys()) {
    const key = `Google Ads\u0000${campaign}`;
    if (!sourceRows.has(key)) sourceRows.set(key, { source: "Google Ads", campaign, counted: { ...NO_FIGURES } });
  }
  const rows: SourceRow[] = [...sourceRows.values()]
    .map(({ source, campaign, counted }) => ({
      source,
      campaign,
      ...(cash.bySource.get(sourceKey(source, campaign)) ?? NO_CASH),
      ...withDerivedFigures(
        counted,
        source === "Google Ads" && campaign !== null && campaignSpend.has(campaign) ? campaignSpend.get(campaign)! : null,
      ),
    }))
    .sort(
      (a, b) =>
        REPORT_SOURCES.indexOf(a.source) - REPORT_SOURCES.indexOf(b.source) ||
        b.leads - a.leads ||
        (a.campaign ?? "").localeCompare(b.campaign ?? ""),
    );

  const monthSpend = new Map<string, number>();
  for (const entry of spend) monthSpend.set(entry.month, (monthSpend.get(entry.month) ?? 0) + entry.cents);
  const monthRows = new Map(grouped.filter((r) => r.grouped_by === "month").map((row) => [row.month!, toCounted(row)]));
  for (const month of [...monthSpend.keys(), ...cash.byMonth.keys()]) if (!monthRows.has(month)) monthRows.set(month, { ...NO_FIGURES });
  const byMonth = [...monthRows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, counted]) => ({
      month,
      ...(cash.byMonth.get(month) ?? NO_CASH),
      ...withDerivedFigures(counted, monthSpend.has(month) ? monthSpend.get(month)! : null),
    }));

  const byCouncil = grouped
    .filter((r) => r.grouped_by === "council")
    .map((row) => ({ council: row.council!, ...withDerivedFigures(toCounted(row), null) }))
    .sort((a, b) => b.leads - a.leads || a.council.localeCompare(b.council));
  const all = grouped.find((r) => r.grouped_by === "all");
  const totalSpend = spend.length ? sum(spend.map((entry) => entry.cents)) : null;
  return {
    from: range.from,
    to: range.to,
    rows,
    byService: byServiceRows.map((row) => ({ service: row.service, ...withDerivedFigures(toCounted(row), null) })),
    byCouncil,
    byMonth,
    totals: { ...cash.total, ...withDerivedFigures(all ? toCounted(all) : sumFigures([]), totalSpend) },
  };
}
