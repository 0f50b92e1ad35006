import type { EstimatesReport, TextsReport } from "@shared/reports/report-types";
import { MonthlyTable } from "./monthly-table";

const ESTIMATE_COLUMNS = { shown: "Shown", sent: "Sent", booked: "Visit booked", won: "Won" };
const TEXT_COLUMNS = { sent: "Texts sent", segments: "Segments (charged)", failed: "Failed", received: "Replies" };

/** The instant estimate month by month: ranges shown, sent as leads, with a site visit booked, and won. */
export function EstimatesTable({ report }: { report: EstimatesReport }) {
  return (
    <MonthlyTable
      caption={`Instant estimates by month, ${report.from} to ${report.to}`}
      columns={ESTIMATE_COLUMNS}
      months={report.months}
      totals={report.totals}
    />
  );
}

/** Texts month by month: what the provider took and charges for in segments, the failures, the replies. */
export function TextsTable({ report }: { report: TextsReport }) {
  return (
    <MonthlyTable
      caption={`Texts by month, ${report.from} to ${report.to}`}
      columns={TEXT_COLUMNS}
      months={report.months}
      totals={report.totals}
    />
  );
}
