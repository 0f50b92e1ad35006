import { clsx } from "clsx";
import type { CrewView, JobListItem, StageBookingView } from "../api/jobs";
import { shortDay } from "./schedule-days";

interface WeekGridProps {
  days: string[];
  crews: CrewView[];
  bookings: StageBookingView[];
  jobs: JobListItem[];
  closedDays: string[];
  today: string;
  onOpen: (jobId: number) => void;
}

/** The week per crew (a row each), for the office at a desk: each booked stage a button that opens its job. */
export function WeekGrid({ days, crews, bookings, jobs, closedDays, today, onOpen }: WeekGridProps) {
  const closed = new Set(closedDays);
  const jobOf = (jobId: number) => jobs.find((job) => job.jobId === jobId);
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">Each crew's booked stages this week</caption>
        <thead>
          <tr>
            <th scope="col" className="w-36 border-b border-gray-200 p-3 text-left font-semibold text-ink">
              Crew
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={clsx(
                  "border-b border-l border-gray-200 p-3 text-left font-semibold",
                  closed.has(day) ? "bg-gray-50 text-ink-muted" : "text-ink",
                  day === today && "bg-brand-50",
                )}
              >
                {shortDay(day)}
                {closed.has(day) && <span className="block text-xs font-normal">No work</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {crews.map((crew) => (
            <tr key={crew.id}>
              <th scope="row" className="border-b border-gray-100 p-3 text-left align-top font-semibold text-ink">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: crew.colour }} />
                  <span className="min-w-0 break-words">{crew.name}</span>
                </span>
              </th>
              {days.map((day) => {
                const booking = bookings.find((b) => b.crewId === crew.id && b.days.includes(day));
                const job = booking && jobOf(booking.jobId);
                const stage = job?.stages.find((s) => s.stage === booking!.stage);
                return (
                  <td key={day} className={clsx("border-b border-l border-gray-100 p-1.5 align-top", closed.has(day) && "bg-gray-50")}>
                    {booking && (
                      <button
                        type="button"
                        onClick={() => onOpen(booking.jobId)}
                        className="block w-full rounded-md border-l-4 bg-gray-50 p-2 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                        style={{ borderLeftColor: crew.colour }}
                      >
                        <span className="block font-mono text-xs font-semibold text-ink">{booking.reference}</span>
                        <span className="block truncate text-ink">{booking.suburb || "No suburb"}</span>
                        <span className="block truncate text-xs text-ink-muted">
                          Stage {booking.stage}
                          {stage ? `: ${stage.description}` : ""}
                          {stage?.doneAt ? " (done)" : ""}
                        </span>
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
