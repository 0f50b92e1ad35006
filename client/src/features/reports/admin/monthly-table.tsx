import { monthLabel } from "./report-format";

interface MonthlyTableProps<Key extends string> {
  caption: string;
  columns: readonly { key: Key; label: string }[];
  months: readonly ({ month: string } & Record<Key, number>)[];
  totals: Record<Key, number>;
}

/** Figures month by month with a total row, scrolling sideways on a phone: the estimates' and the texts' tables. */
export function MonthlyTable<Key extends string>({ caption, columns, months, totals }: MonthlyTableProps<Key>) {
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
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-3 text-right">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="px-4 py-2.5 text-left font-medium text-ink">
                {monthLabel(month.month)}
              </th>
              {columns.map((column) => (
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
            {columns.map((column) => (
              <td key={column.key} className="px-4 py-2.5 text-right text-ink tabular-nums">
                {totals[column.key]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
