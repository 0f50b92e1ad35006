import { CalendarDays, CheckCircle2, Circle, Phone, Users } from "lucide-react";
import { JOB_STATE_LABELS } from "@shared/jobs/job-api";
import type { JobPageStage, JobPageView } from "@shared/jobs/job-views";
import { JOB_PREPARATION, stageDaysText } from "@shared/jobs/job-words";
import { formatDay } from "@shared/calendar/day-format";
import { useBusiness } from "@/lib/client-config";

const panel = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6";

function StageItem({ stage }: { stage: JobPageStage }) {
  const done = stage.doneAt !== null;
  return (
    <li className={panel}>
      <div className="flex items-start gap-3">
        {done ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
        ) : (
          <Circle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gray-400" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-ink">
            Stage {stage.stage}: {stage.description}
          </h3>
          <p className="mt-1 text-base font-medium text-ink">{done ? `Done ${formatDay(new Date(stage.doneAt!))}` : "Still to do"}</p>
          {!done && (
            <p className="mt-1 flex items-center gap-2 text-base text-ink-muted">
              <CalendarDays aria-hidden="true" className="h-5 w-5 shrink-0" />
              {stageDaysText(stage.days)}
            </p>
          )}
          {!done && stage.crew && (
            <p className="mt-1 flex items-center gap-2 text-base text-ink-muted">
              <Users aria-hidden="true" className="h-5 w-5 shrink-0" />
              Your crew: {stage.crew}
            </p>
          )}
          {stage.note && <p className="mt-2 text-base break-words text-ink">{stage.note}</p>}
          {stage.photos.length > 0 && (
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={`Photos of stage ${stage.stage}`}>
              {stage.photos.map((photo) => (
                <li key={photo.src}>
                  <a href={photo.src} className="block overflow-hidden rounded-lg ring-1 ring-gray-200">
                    <img
                      src={photo.thumbnail}
                      alt={photo.alt}
                      width={320}
                      height={240}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * /job/<token>: the homeowner's job, rendered whole on the server with nothing to run in the browser: where it
 * stands, what comes next, each stage's days and crew, what to prepare, and photos of the stages done.
 */
export function JobPage({ view }: { view: JobPageView }) {
  const business = useBusiness();
  const active = view.state !== "completed" && view.state !== "practical-completion";
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-base font-semibold text-brand-700">
          {business.name} · Job {view.reference}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-ink">Your job</h1>
        <p role="status" className="mt-3 rounded-lg border border-gray-200 bg-white px-4 py-3 text-base text-ink">
          <span className="font-semibold">{JOB_STATE_LABELS[view.state]}.</span> {view.nextStep}
        </p>
      </header>

      <section aria-labelledby="stages-title" className="grid gap-3">
        <h2 id="stages-title" className="text-xl font-bold text-ink">
          Stages
        </h2>
        <ol className="grid gap-3">
          {view.stages.map((stage) => (
            <StageItem key={stage.stage} stage={stage} />
          ))}
        </ol>
      </section>

      {view.signOff && (
        <section aria-labelledby="sign-off-title" className={panel}>
          <h2 id="sign-off-title" className="text-xl font-bold text-ink">
            Signed off
          </h2>
          <p className="mt-2 text-base text-ink">
            {view.signOff.signerName} signed the finished job off on {formatDay(view.signOff.day)}.{" "}
            <a href={view.signOff.pdfUrl} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              Your signed sign-off sheet (PDF)
            </a>
          </p>
        </section>
      )}

      {view.certificates.length > 0 && (
        <section aria-labelledby="certificates-title" className={panel}>
          <h2 id="certificates-title" className="text-xl font-bold text-ink">
            Your certificates
          </h2>
          <ul className="mt-3 grid gap-2 text-base">
            {view.certificates.map((certificate) => (
              <li key={certificate.url}>
                <a href={certificate.url} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {certificate.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {active && (
        <section aria-labelledby="prepare-title" className={panel}>
          <h2 id="prepare-title" className="text-xl font-bold text-ink">
            Before the crew arrives
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-base text-ink">
            {JOB_PREPARATION.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <a
        href={`tel:${business.phone.e164}`}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto sm:justify-self-start"
      >
        <Phone aria-hidden="true" className="h-5 w-5" />
        Questions? Call {business.phone.display}
      </a>
    </div>
  );
}
