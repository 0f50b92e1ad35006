import { useSearchParams } from "wouter";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { type ReportRange, reportRangeSchema } from "@shared/reports/report-validation";

/** Today in Brisbane as YYYY-MM-DD (Queensland keeps +10:00 all year). */
export const brisbaneToday = (now = Date.now()) => brisbaneDay(new Date(now));

const monthStart = (day: string, monthsBack: number) => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return date.toISOString().slice(0, 10);
};
const monthEnd = (day: string, monthsBack: number) => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - monthsBack, 0)).toISOString().slice(0, 10);
};

/** The ranges an owner asks for most, ending today (or last month's end). */
export function rangePresets(today = brisbaneToday()): { label: string; range: ReportRange }[] {
  return [
    { label: "This month", range: { from: monthStart(today, 0), to: today } },
    { label: "Last month", range: { from: monthStart(today, 1), to: monthEnd(today, 1) } },
    { label: "Last 3 months", range: { from: monthStart(today, 2), to: today } },
    { label: "Last 12 months", range: { from: monthStart(today, 11), to: today } },
  ];
}

/** The report's range lives in the address (bookmarkable); the last 12 months when none is given or it is not valid. */
export function useReportRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = reportRangeSchema.safeParse({ from: params.get("from"), to: params.get("to") });
  const range = asked.success ? asked.data : rangePresets()[3]!.range;
  return [range, (next) => setParams({ from: next.from, to: next.to }, { replace: true })];
}
