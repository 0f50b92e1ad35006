import { figureOrDash } from "@shared/reports/report-figures";
import type { CashFigures, ReportFigures, SourcesReport } from "@shared/reports/report-types";
import { type CsvColumn, toCsv } from "../../lib/csv";

type CsvRow = ReportFigures & Partial<CashFigures> & { split: string; name: string; campaign: string };

const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (share: number) => `${Math.round(share * 100)}%`;

const COLUMNS: CsvColumn<CsvRow>[] = [
  { header: "Split", value: (row) => row.split },
  { header: "Source, service, council or month", value: (row) => row.name },
  { header: "Campaign or site", value: (row) => row.campaign },
  { header: "Leads", value: (row) => row.leads },
  { header: "Contacted", value: (row) => row.contacted },
  { header: "Site visits", value: (row) => row.siteVisits },
  { header: "Quoted", value: (row) => row.quoted },
  { header: "Won", value: (row) => row.won },
  { header: "Lost", value: (row) => row.lost },
  { header: "Win rate", value: (row) => figureOrDash(row.winRate, percent) },
  { header: "Won value (A$)", value: (row) => dollars(row.wonValueCents) },
  { header: "Spend (A$)", value: (row) => figureOrDash(row.spendCents, dollars) },
  { header: "Cost per lead (A$)", value: (row) => figureOrDash(row.costPerLeadCents, dollars) },
  { header: "Cost per won job (A$)", value: (row) => figureOrDash(row.costPerWonCents, dollars) },
  { header: "Won value per dollar", value: (row) => figureOrDash(row.wonValuePerDollar, (value) => value.toFixed(2)) },
  { header: "Cash received (A$)", value: (row) => figureOrDash(row.cashReceivedCents ?? null, dollars) },
  { header: "Outstanding (A$)", value: (row) => figureOrDash(row.outstandingCents ?? null, dollars) },
  { header: "Overdue (A$)", value: (row) => figureOrDash(row.overdueCents ?? null, dollars) },
  { header: "Median first response (minutes)", value: (row) => figureOrDash(row.medianFirstResponseMinutes) },
];

/** The report as a spreadsheet: the sources, then the same figures by service, council and month, then the totals. */
export function sourcesReportCsv(report: SourcesReport): string {
  const rows: CsvRow[] = [
    ...report.rows.map((row) => ({ ...row, split: "Source", name: row.source, campaign: row.campaign ?? "" })),
    ...report.byService.map((row) => ({ ...row, split: "Service", name: row.service, campaign: "" })),
    ...report.byCouncil.map((row) => ({ ...row, split: "Council", name: row.council, campaign: "" })),
    ...report.byMonth.map((row) => ({ ...row, split: "Month", name: row.month, campaign: "" })),
    { ...report.totals, split: "All", name: `${report.from} to ${report.to}`, campaign: "" },
  ];
  return toCsv(rows, COLUMNS);
}
