import { clsx } from "clsx";
import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** numbers are right-aligned and use tabular figures */
  numeric?: boolean;
  /** the row's header cell */
  rowHeader?: boolean;
  /** long text may wrap onto more lines (other cells stay on one line) */
  wrap?: boolean;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  /** show the caption only to screen readers */
  hideCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/** A compact table that scrolls sideways on a phone; the scroll area can be reached by keyboard. */
export function DataTable<T>({ caption, hideCaption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="-mx-1 overflow-x-auto px-1 focus-visible:outline-offset-0">
      <table className="w-full border-collapse text-sm">
        <caption className={hideCaption ? "sr-only" : "mb-2 text-left text-sm font-semibold text-ink"}>{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={clsx(
                  "whitespace-nowrap px-3 py-2 text-xs font-semibold uppercase tracking-wide text-ink-muted first:pl-0 last:pr-0",
                  column.numeric ? "text-right" : "text-left",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? "row" : undefined}
                    className={clsx(
                      "px-3 py-2 align-top first:pl-0 last:pr-0",
                      column.numeric ? "text-right tabular-nums" : "text-left",
                      column.wrap ? "whitespace-normal" : "whitespace-nowrap",
                      column.rowHeader ? "font-medium text-ink" : "text-ink",
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
