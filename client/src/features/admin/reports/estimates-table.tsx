import type { EstimatesReport } from "@shared/reports/report-types";
import { monthLabel } from "./report-format";

const COLUMNS = [
  { key: "shown", label: "Shown" },
  { key: "sent", label: "Sent" },
  { key: "booked", label: "Visit booked" },
  { key: "won", label: "Won" },
] as const;

/** The instant estimate month by month: ranges shown, sent as leads, with a site visit booked, and won. */
export function EstimatesTable({ report }: { report: EstimatesReport }) {
  const caption = `Instant estimates by month, ${report.from} to ${report.to}`;
  return (
    <div
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
      tabIndex={0}
      role="region"
      aria-label={`${caption} (scrolls sideways)`}
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Month
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-3 text-right">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="px-4 py-2.5 text-left font-medium text-ink">
                {monthLabel(month.month)}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="px-4 py-2.5 text-right text-ink tabular-nums">
                  {month[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-gray-200 font-semibold">
          <tr>
            <th scope="row" className="px-4 py-2.5 text-left text-ink">
              Total
            </th>
            {COLUMNS.map((column) => (
              <td key={column.key} className="px-4 py-2.5 text-right text-ink tabular-nums">
                {report.totals[column.key]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
