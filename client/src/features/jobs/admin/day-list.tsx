import { CheckCircle2, ExternalLink, Phone } from "lucide-react";
import { formatDay } from "@shared/calendar/day-format";
import type { CrewView, JobListItem, StageBookingView } from "../api/jobs";
import { mapUrl, telUrl } from "@shared/site-links";

interface DayListProps {
  days: string[];
  crews: CrewView[];
  bookings: StageBookingView[];
  jobs: JobListItem[];
  today: string;
  onOpen: (jobId: number) => void;
}

const action =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-gray-50";

/** The week as a list of days, for a phone on site: each booked stage with its suburb, a call and a map. */
export function DayList({ days, crews, bookings, jobs, today, onOpen }: DayListProps) {
  const booked = days.filter((day) => bookings.some((b) => b.days.includes(day)));
  if (booked.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-sm text-ink-muted shadow-sm ring-1 ring-gray-200">Nothing booked this week.</p>
    );
  }
  return (
    <div className="grid gap-5">
      {booked.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="mb-2 text-base font-semibold text-ink">
            {day === today ? "Today, " : ""}
            {formatDay(day)}
          </h3>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            {bookings
              .filter((b) => b.days.includes(day))
              .map((booking) => {
                const job = jobs.find((j) => j.jobId === booking.jobId);
                const crew = crews.find((c) => c.id === booking.crewId);
                const stage = job?.stages.find((s) => s.stage === booking.stage);
                return (
                  <li
                    key={`${booking.jobId}-${booking.stage}`}
                    className="grid gap-2 border-l-4 p-4"
                    style={{ borderLeftColor: crew?.colour }}
                  >
                    <p className="text-sm font-semibold text-ink">
                      {job?.name ?? booking.reference}{" "}
                      <span className="font-mono text-xs font-normal text-ink-muted">{booking.reference}</span>
                    </p>
                    <p className="text-sm text-ink">
                      {booking.suburb || "No suburb"} · {crew?.name}
                    </p>
                    <p className="text-sm text-ink-muted">
                      Stage {booking.stage}
                      {stage ? `: ${stage.description}` : ""}
                      {stage?.doneAt && (
                        <span className="ml-1 inline-flex items-center gap-1 font-semibold text-green-800">
                          <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Done
                        </span>
                      )}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {job && (
                        <a href={telUrl(job.phone)} className={action}>
                          <Phone aria-hidden="true" className="h-4 w-4" />
                          Call {job.phone}
                        </a>
                      )}
                      {job?.address && (
                        <a href={mapUrl(job.address)} target="_blank" rel="noopener noreferrer" className={action}>
                          <ExternalLink aria-hidden="true" className="h-4 w-4" />
                          Map
                        </a>
                      )}
                      <button type="button" onClick={() => onOpen(booking.jobId)} className={action}>
                        Open job
                      </button>
                    </div>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
