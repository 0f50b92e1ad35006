import { WEEKDAY_NAMES, type ResponseCell, type ResponseReport } from "@shared/reports/report-types";
import { duration, percent } from "./report-format";
import { HeaderRow } from "@/components/header-row";
import { ScrollRegion } from "@/components/scroll-region";

const DAY_COLUMNS = [
  { label: "Day", className: "px-3 py-2" },
  ...["Leads", "In time", "Late"].map((label) => ({ label, className: "px-2 py-2 text-right" })),
  { label: "Share in time", className: "px-3 py-2 text-right" },
];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => (hour === 0 ? "12am" : hour < 12 ? `${hour}am` : hour === 12 ? "12pm" : `${hour - 12}pm`);

/** A cell's colour: green when its leads were answered within the promise, through amber to red as more were late. */
function cellTone(cell: ResponseCell | undefined): string {
  if (!cell || cell.leads === 0) return "bg-gray-50 text-gray-400";
  const decided = cell.withinPromise + cell.late;
  if (decided === 0) return "bg-sky-100 text-sky-900";
  const share = cell.withinPromise / decided;
  if (share >= 0.9) return "bg-green-200 text-green-950";
  if (share >= 0.7) return "bg-lime-200 text-lime-950";
  if (share >= 0.5) return "bg-amber-200 text-amber-950";
  return "bg-red-300 text-red-950";
}

function describe(day: string, hour: number, cell: ResponseCell | undefined, promiseHours: number): string {
  if (!cell) return `${day} ${hourLabel(hour)}: no leads`;
  return `${day} ${hourLabel(hour)}: ${cell.leads} lead${cell.leads === 1 ? "" : "s"}, ${cell.withinPromise} answered within ${promiseHours} hours, ${cell.late} late, median first response ${duration(cell.medianFirstResponseMinutes)}`;
}

/**
 * First response against the promise by the weekday and hour a lead arrived: each cell shows how many leads came
 * in and is coloured by the share answered in time; the per-day table below gives the same figures in words.
 */
export function ResponseHeatmap({ report }: { report: ResponseReport }) {
  const cellAt = new Map(report.cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  const days = WEEKDAY_NAMES.map((name, index) => {
    const cells = report.cells.filter((cell) => cell.weekday === index + 1);
    const sum = (pick: (cell: ResponseCell) => number) => cells.reduce((total, cell) => total + pick(cell), 0);
    const within = sum((cell) => cell.withinPromise);
    const late = sum((cell) => cell.late);
    return { name, leads: sum((cell) => cell.leads), within, late, share: within + late === 0 ? null : within / (within + late) };
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        <span className="text-2xl font-bold text-ink tabular-nums">{percent(report.withinPromiseShare)}</span> of leads were answered within
        the promised {report.promiseHours} hours ({report.withinPromise} in time, {report.late} late).
      </p>
      <ScrollRegion
        className="relative overflow-x-auto rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
        label="Heat map of leads by weekday and hour (scrolls sideways)"
      >
        <table className="w-full min-w-[44rem] border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">
            Leads by the weekday and hour they arrived (Brisbane time), coloured by the share answered within the promise
          </caption>
          <thead>
            <tr>
              <th scope="col" className="w-12 text-left font-semibold text-ink-muted">
                <span className="sr-only">Day</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="font-normal text-ink-muted">
                  {hour % 3 === 0 ? hourLabel(hour) : <span className="sr-only">{hourLabel(hour)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAY_NAMES.map((day, index) => (
              <tr key={day}>
                <th scope="row" className="pr-1 text-left font-semibold text-ink">
                  {day.slice(0, 3)}
                </th>
                {HOURS.map((hour) => {
                  const cell = cellAt.get(`${index + 1}:${hour}`);
                  const text = describe(day, hour, cell, report.promiseHours);
                  return (
                    <td key={hour} title={text} className={`h-7 min-w-6 rounded text-center font-semibold tabular-nums ${cellTone(cell)}`}>
                      <span aria-hidden="true">{cell?.leads ?? ""}</span>
                      <span className="sr-only">{text}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          <span>Share answered in time:</span>
          <span className="inline-flex items-center gap-1">
            <span className="h-3 w-3 rounded bg-green-200" aria-hidden="true" />
            90% or more
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="h-3 w-3 rounded bg-lime-200" aria-hidden="true" />
            70-89%
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="h-3 w-3 rounded bg-amber-200" aria-hidden="true" />
            50-69%
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="h-3 w-3 rounded bg-red-300" aria-hidden="true" />
            under 50%
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="h-3 w-3 rounded bg-sky-100" aria-hidden="true" />
            still within the promise
          </span>
        </p>
      </ScrollRegion>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-sm">
          <caption className="sr-only">Leads and responses by weekday</caption>
          <thead>
            <HeaderRow
              className="border-b border-gray-200 bg-gray-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase"
              cells={DAY_COLUMNS}
            />
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.name} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                  {day.name}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{day.leads}</td>
                <td className="px-2 py-2 text-right tabular-nums">{day.within}</td>
                <td className="px-2 py-2 text-right tabular-nums">{day.late}</td>
                <td className="px-3 py-2 text-right tabular-nums">{percent(day.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
