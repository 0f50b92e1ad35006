import { monthLabel } from "./report-format";
import { ReportTable } from "./report-table";

interface MonthlyTableProps<Key extends string> {
  caption: string;
  /** each figure's column heading, in order */
  columns: Record<Key, string>;
  months: readonly ({ month: string } & NoInfer<Record<Key, number>>)[];
  totals: NoInfer<Record<Key, number>>;
}

/** Figures month by month with a total row, scrolling sideways on a phone: the estimates' and the texts' tables. */
export function MonthlyTable<Key extends string>({ caption, columns, months, totals }: MonthlyTableProps<Key>) {
  return (
    <ReportTable<Record<Key, number>>
      caption={caption}
      nameHeader="Month"
      columns={(Object.entries(columns) as [Key, string][]).map(([key, header]) => ({ header, value: (figures) => figures[key] }))}
      rows={months.map((month) => ({ key: month.month, label: monthLabel(month.month), figures: month }))}
      totals={{ label: "Total", figures: totals }}
      empty="Nothing in this range."
    />
  );
}
