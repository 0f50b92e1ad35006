import type { ReactNode } from "react";
import { ScrollRegion } from "@/components/scroll-region";

export interface ReportColumn<Figures> {
  header: string;
  value: (figures: Figures) => ReactNode;
}

export interface ReportRow<Figures> {
  key: string;
  /** the row's name, and a second line under it (a campaign or a site) */
  label: string;
  detail?: string | null;
  figures: Figures;
}

interface ReportTableProps<Figures> {
  caption: string;
  nameHeader: string;
  columns: readonly ReportColumn<Figures>[];
  rows: readonly ReportRow<Figures>[];
  /** the totals row's name and figures */
  totals?: { label: string; figures: Figures };
  /** what an empty table says */
  empty: string;
  /** wide tables keep the name column in place while the figures scroll */
  minWidth?: string;
}

const cell = "px-3 py-2.5 text-right whitespace-nowrap text-ink tabular-nums";

function FigureCells<Figures>({ columns, figures }: { columns: readonly ReportColumn<Figures>[]; figures: Figures }) {
  return columns.map((column) => (
    <td key={column.header} className={cell}>
      {column.value(figures)}
    </td>
  ));
}

/**
 * A report's table: a name column that stays put and figures that scroll sideways on a phone (the scroll area can be
 * reached by keyboard), with an optional totals row.
 */
export function ReportTable<Figures>({
  caption,
  nameHeader,
  columns,
  rows,
  totals,
  empty,
  minWidth = "min-w-full",
}: ReportTableProps<Figures>) {
  return (
    <ScrollRegion
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
      label={`${caption} (scrolls sideways)`}
    >
      <table className={`w-full ${minWidth} text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 bg-gray-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <th scope="col" className="sticky left-0 bg-gray-50 px-3 py-2">
              {nameHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 text-right">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="sticky left-0 max-w-56 bg-white px-3 py-2.5 text-left font-medium text-ink">
                  <span className="block truncate">{row.label}</span>
                  {row.detail ? <span className="block truncate text-xs font-normal text-ink-muted">{row.detail}</span> : null}
                </th>
                <FigureCells columns={columns} figures={row.figures} />
              </tr>
            ))
          )}
        </tbody>
        {totals ? (
          <tfoot>
            <tr className="border-t border-gray-300 bg-gray-50 font-semibold">
              <th scope="row" className="sticky left-0 bg-gray-50 px-3 py-2.5 text-left text-ink">
                {totals.label}
              </th>
              <FigureCells columns={columns} figures={totals.figures} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
