import { clsx } from "clsx";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/formatters";
import { useWideLayout } from "./use-wide-layout";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** width and wrapping of the table cell */
  className?: string;
  /** keeps the column in view while the table scrolls sideways, e.g. "left-0" */
  stickyLeft?: string;
  /** already shown in the card's title line */
  hideInCard?: boolean;
}

interface RecordListProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  cardTitle: (row: Row) => ReactNode;
  cardMeta: (row: Row) => ReactNode;
  /** a line under the card's title, e.g. a lead's status */
  cardStatus?: (row: Row) => ReactNode;
  cardActions?: (row: Row) => ReactNode;
}

/** A card's meta line for a numbered record: "#12 · 21/11/2026, 2:05 pm". */
export const numberAndDate = (row: { id: number; createdAt: string }) => `#${row.id} · ${formatDateTime(row.createdAt)}`;

/** Rows as a table on wide screens and as stacked cards on phones and tablets. */
export function RecordList<Row>(props: RecordListProps<Row>) {
  return useWideLayout() ? <RecordTable {...props} /> : <RecordCards {...props} />;
}

function RecordTable<Row>({ caption, rows, columns, rowKey }: RecordListProps<Row>) {
  return (
    <div className="overflow-x-auto">
      {/* Table rows are dense: the phone and mail icons are left to the cards. */}
      <table className="min-w-full border-separate border-spacing-0 text-left text-sm [&_.contact-icon]:hidden">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={clsx(
                  "border-b border-gray-200 bg-gray-50 px-3 py-3 first:pl-4 last:pr-4 text-xs font-semibold uppercase tracking-wide whitespace-nowrap text-gray-600",
                  column.stickyLeft && ["sticky z-10", column.stickyLeft],
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="group">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={clsx(
                    "border-b border-gray-100 bg-white px-3 py-3 first:pl-4 last:pr-4 align-top text-ink group-hover:bg-gray-50",
                    column.stickyLeft && ["sticky z-10", column.stickyLeft],
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards<Row>({ caption, rows, columns, rowKey, cardTitle, cardMeta, cardStatus, cardActions }: RecordListProps<Row>) {
  return (
    <ul aria-label={caption} className="divide-y divide-gray-200">
      {rows.map((row) => (
        <li key={rowKey(row)} className="px-4 py-4 sm:px-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 text-base font-semibold wrap-anywhere text-ink">{cardTitle(row)}</h3>
            <div className="text-xs text-ink-muted">{cardMeta(row)}</div>
          </div>
          {cardStatus && <div className="mt-2">{cardStatus(row)}</div>}
          <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            {columns
              .filter((column) => !column.hideInCard)
              .map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-ink-muted">{column.header}</dt>
                  <dd className="min-w-0 wrap-break-word text-ink">{column.cell(row)}</dd>
                </div>
              ))}
          </dl>
          {cardActions && <div className="mt-4 empty:hidden">{cardActions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
