import type { CashFigures, ReportFigures } from "@shared/reports/report-types";
import { dollars, duration, percent, perDollar } from "./report-format";

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

const COLUMNS: { header: string; abbr?: string; value: (row: Figures) => string | number }[] = [
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
    <div
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
      tabIndex={0}
      role="region"
      aria-label={`${caption} (scrolls sideways)`}
    >
      <table className="w-full min-w-[80rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 bg-gray-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <th scope="col" className="sticky left-0 bg-gray-50 px-3 py-2">
              {nameHeader}
            </th>
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col" className="px-2 py-2 text-right">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length + 1} className="px-3 py-6 text-center text-ink-muted">
                No leads in this range.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="sticky left-0 max-w-56 bg-white px-3 py-2 text-left font-medium text-ink">
                  <span className="block truncate">{row.label}</span>
                  {row.detail ? <span className="block truncate text-xs font-normal text-ink-muted">{row.detail}</span> : null}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.header} className="px-2 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals ? (
          <tfoot>
            <tr className="border-t border-gray-300 bg-gray-50 font-semibold">
              <th scope="row" className="sticky left-0 bg-gray-50 px-3 py-2 text-left text-ink">
                All leads
              </th>
              {COLUMNS.map((column) => (
                <td key={column.header} className="px-2 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                  {column.value(totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
