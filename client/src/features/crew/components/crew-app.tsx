import { LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { formatDay, formatShortTime } from "@shared/calendar/day-format";
import { jobOnPhone, type JobOnPhone } from "../offline/local-view";
import { startSending, waitingCount } from "../offline/outbox";
import { forgetWeek } from "../offline/crew-store";
import { CREW_PHOTO_CACHE } from "@shared/crew/crew-app";
import { installCrewWorker } from "../offline/service-worker";
import { useCrewWeek, useOutbox } from "../offline/use-crew-week";
import { CrewJobCard } from "./crew-job-card";
import { RefusedList } from "./refused-list";
import { SignOffScreen } from "./sign-off-screen";
import { SyncBar } from "./sync-bar";

const dayHeading = (day: string, index: number) => (index === 0 ? `Today, ${formatDay(day)}` : formatDay(day));

/** The crew's week on a phone: each day's jobs, what they record there, and what is waiting to send. */
export function CrewApp({ businessName, onSignOut }: { businessName: string; onSignOut: () => void }) {
  const { week, loaded, signedOut } = useCrewWeek();
  const outbox = useOutbox();
  const [signing, setSigning] = useState<JobOnPhone>();
  const [heldBack, setHeldBack] = useState(false);
  const waiting = waitingCount(outbox);
  const signOut = () => {
    if (waiting > 0) return setHeldBack(true);
    void forgetWeek(CREW_PHOTO_CACHE).finally(onSignOut);
  };

  useEffect(() => startSending(), []);
  useEffect(() => void installCrewWorker(), []);
  useEffect(() => {
    if (signedOut) onSignOut();
  }, [signedOut, onSignOut]);

  const days = week?.days;
  return (
    <div className="mx-auto min-h-screen max-w-2xl bg-gray-100 sm:shadow-sm">
      <header className="sticky top-0 z-10 shadow-sm">
        <div className="flex min-h-14 items-center justify-between gap-3 bg-brand-800 px-4 text-white">
          <div className="min-w-0">
            <p className="truncate text-sm text-brand-100">{businessName}</p>
            <h1 className="text-lg font-bold leading-tight">{days ? `${days.me.name}'s week` : "Crew"}</h1>
          </div>
          <button
            type="button"
            onClick={signOut}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </button>
        </div>
        <SyncBar />
      </header>
      <main className="pb-10">
        {heldBack && waiting > 0 && (
          <p role="alert" className="mx-4 mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-ink">
            {waiting} change{waiting === 1 ? " is" : "s are"} still waiting to send. Sign out once {waiting === 1 ? "it is" : "they are"}{" "}
            sent, so {waiting === 1 ? "it is" : "they are"} recorded as yours.
          </p>
        )}
        <RefusedList />
        {week?.source === "phone" && (
          <p className="mx-4 mt-4 text-sm text-ink-muted">
            No signal: showing the week as kept on this phone on {formatShortTime(week.savedAt)}.
          </p>
        )}
        {!days && (
          <p className="mx-4 mt-6 text-base text-ink">
            {loaded ? "The week could not be loaded. Open the app once with signal to keep it on this phone." : "Loading the week..."}
          </p>
        )}
        {days?.days.map((day, index) => (
          <section key={day.day} aria-labelledby={`day-${day.day}`} className="mx-4 mt-6 grid gap-3">
            <h2 id={`day-${day.day}`} className="text-lg font-bold text-ink">
              {dayHeading(day.day, index)}
            </h2>
            {day.jobs.length === 0 ? (
              <p className="text-base text-ink-muted">Nothing booked.</p>
            ) : (
              day.jobs.map((job) => (
                <CrewJobCard
                  key={`${job.jobId}-${job.stage.stage}-${job.crewId}`}
                  job={jobOnPhone(job, outbox, days.me)}
                  days={days}
                  open={index === 0 || days.days.findIndex((each) => each.jobs.length > 0) === index}
                  onSignOff={setSigning}
                />
              ))
            )}
          </section>
        ))}
      </main>
      {signing && <SignOffScreen job={signing} onClose={() => setSigning(undefined)} />}
    </div>
  );
}
