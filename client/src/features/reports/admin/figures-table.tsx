import type { CashFigures, ReportFigures } from "@shared/reports/report-types";
import { dollars, duration, percent, perDollar } from "./report-format";
import { type ReportColumn, ReportTable } from "./report-table";

/** A row's figures; the money side only where the split has it (sources and months). */
type Figures = ReportFigures & Partial<CashFigures>;

export interface FiguresRow extends Figures {
  key: string;
  /** the row's name, and a second line under it (a campaign or a site) */
  label: string;
  detail?: string | null;
}

/** Cash received per dollar of ad spend, to two decimals; null without spend or cash figures. */
const cashPerDollar = (row: Figures) =>
  row.cashReceivedCents === undefined || !row.spendCents ? null : Math.round((row.cashReceivedCents * 100) / row.spendCents) / 100;

const COLUMNS: ReportColumn<Figures>[] = [
  { header: "Leads", value: (row) => row.leads },
  { header: "Contacted", value: (row) => row.contacted },
  { header: "Site visits", value: (row) => row.siteVisits },
  { header: "Quoted", value: (row) => row.quoted },
  { header: "Won", value: (row) => row.won },
  { header: "Win rate", value: (row) => percent(row.winRate) },
  { header: "Won value", value: (row) => dollars(row.wonValueCents) },
  { header: "Spend", value: (row) => dollars(row.spendCents) },
  { header: "Cost per lead", value: (row) => dollars(row.costPerLeadCents) },
  { header: "Cost per won job", value: (row) => dollars(row.costPerWonCents) },
  { header: "Won per $1", value: (row) => perDollar(row.wonValuePerDollar) },
  { header: "Cash received", value: (row) => dollars(row.cashReceivedCents ?? null) },
  { header: "Cash per $1", value: (row) => perDollar(cashPerDollar(row)) },
  { header: "Outstanding", value: (row) => dollars(row.outstandingCents ?? null) },
  { header: "Overdue", value: (row) => dollars(row.overdueCents ?? null) },
  { header: "Median first response", value: (row) => duration(row.medianFirstResponseMinutes) },
];

/**
 * One split of the report as a table: the name column stays put while the figures scroll sideways on a phone.
 * "-" is a figure that cannot be worked out (nothing to divide by, or no spend recorded).
 */
export function FiguresTable({
  caption,
  nameHeader,
  rows,
  totals,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly FiguresRow[];
  totals?: Figures;
}) {
  return (
    <ReportTable
      caption={caption}
      nameHeader={nameHeader}
      columns={COLUMNS}
      rows={rows.map((row) => ({ key: row.key, label: row.label, detail: row.detail, figures: row }))}
      totals={totals ? { label: "All leads", figures: totals } : undefined}
      empty="No leads in this range."
      minWidth="min-w-[80rem]"
    />
  );
}
