import { useState } from "react";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { JOB_STATE_LABELS } from "@shared/jobs/job-api";
import { ROUTE_PATHS } from "@shared/route-paths";
import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import { isSessionEnded } from "@/lib/api-client";
import { type JobListItem, useCrews, useSchedule } from "../api/jobs";
import { AdminLoadError } from "@/components/staff/load-error";
import { AdminLoading } from "@/components/staff/loading";
import { dialogButton } from "@/components/staff/staff-dialog";
import { ScreenHeader } from "@/components/staff/screen-parts";
import { CrewsManager } from "./crews-manager";
import { DayList } from "./day-list";
import { JobPanel } from "./job-panel";
import { shortDay, weekDays, weekFrom } from "./schedule-days";
import { ShiftForm } from "./shift-form";
import { WeekGrid } from "./week-grid";

const weekLink = (monday: string) => `${ROUTE_PATHS.adminJobsSchedule.path}?week=${monday}`;

/** /admin/schedule: the crews' week (a grid at a desk, a day list on a phone), the jobs to book, rain days and crews. */
export function ScheduleScreen() {
  const [params] = useSearchParams();
  const today = brisbaneDay(new Date());
  const monday = weekFrom(params.get("week"), today);
  const days = weekDays(monday);
  const schedule = useSchedule(monday, days[6]!);
  const crews = useCrews();
  const asked = Number(params.get("job"));
  const [open, setOpen] = useState<number | null>(Number.isInteger(asked) && asked > 0 ? asked : null);
  const header = (
    <ScreenHeader title="Schedule">
      Which crew is where, stage by stage. Book each job's stages onto working days; weekends, public holidays and your days off are
      skipped.
    </ScreenHeader>
  );
  if (schedule.isPending || crews.isPending || isSessionEnded(schedule.error) || isSessionEnded(crews.error))
    return (
      <>
        {header}
        <AdminLoading />
      </>
    );
  if (schedule.isError || crews.isError)
    return (
      <>
        {header}
        <AdminLoadError onRetry={() => void Promise.all([schedule.refetch(), crews.refetch()])} />
      </>
    );
  const { jobs, bookings, closedDays } = schedule.data;
  const toBook = jobs.filter(
    (job) =>
      job.state !== "completed" && job.stages.some((s) => !s.doneAt && !bookings.some((b) => b.jobId === job.jobId && b.stage === s.stage)),
  );
  return (
    <div className="grid gap-6">
      {header}
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
        <Link href={weekLink(addDays(monday, -7))} className={dialogButton.secondary}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous week
        </Link>
        <Link href={weekLink(addDays(today, 0))} className={dialogButton.secondary}>
          This week
        </Link>
        <Link href={weekLink(addDays(monday, 7))} className={dialogButton.secondary}>
          Next week <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
        <h2 className="ml-1 text-base font-semibold text-ink">
          Week of {shortDay(monday)} to {shortDay(days[6]!)}
        </h2>
        <a href={`/api/time-entries.csv?week=${monday}`} className={`${dialogButton.secondary} sm:ml-auto`} download>
          <Download aria-hidden="true" className="h-4 w-4" /> Time sheet (CSV)
        </a>
      </nav>
      {crews.data.crews.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-sm text-ink-muted shadow-sm ring-1 ring-gray-200">
          Add your first crew below to start booking.
        </p>
      ) : (
        <>
          <div className="hidden md:block">
            <WeekGrid
              days={days}
              crews={crews.data.crews}
              bookings={bookings}
              jobs={jobs}
              closedDays={closedDays}
              today={today}
              onOpen={setOpen}
            />
          </div>
          <div className="md:hidden">
            <DayList days={days} crews={crews.data.crews} bookings={bookings} jobs={jobs} today={today} onOpen={setOpen} />
          </div>
        </>
      )}
      {open !== null && (
        <JobPanel
          jobId={open}
          crews={crews.data.crews}
          startDay={days.find((day) => !closedDays.includes(day)) ?? monday}
          onClose={() => setOpen(null)}
        />
      )}
      <ToBook jobs={toBook} onOpen={setOpen} />
      <ShiftForm crews={crews.data.crews} today={today} />
      <CrewsManager list={crews.data} />
    </div>
  );
}

function ToBook({ jobs, onOpen }: { jobs: JobListItem[]; onOpen: (jobId: number) => void }) {
  return (
    <section aria-labelledby="to-book-title" className="grid gap-2">
      <h2 id="to-book-title" className="text-base font-semibold text-ink">
        Stages to book ({jobs.length})
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-ink-muted">Every stage of every job is booked.</p>
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {jobs.map((job) => (
            <li key={job.jobId} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink">
                  {job.name} <span className="font-mono text-xs font-normal text-ink-muted">{job.reference}</span>
                </p>
                <p className="text-ink-muted">
                  {job.suburb || "No suburb"} · {JOB_STATE_LABELS[job.state]} · {job.stages.filter((s) => !s.doneAt).length} stage
                  {job.stages.filter((s) => !s.doneAt).length === 1 ? "" : "s"} left
                </p>
                {job.bookingHeld && <p className="font-semibold text-amber-900">Cannot be booked yet: {job.bookingHeld}</p>}
              </div>
              <button type="button" onClick={() => onOpen(job.jobId)} className={dialogButton.secondary}>
                Book stages of {job.reference}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
