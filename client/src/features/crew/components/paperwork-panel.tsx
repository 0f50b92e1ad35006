import { FileText } from "lucide-react";
import { useId } from "react";
import type { JobOnPhone } from "../offline/local-view";
import { crewButton } from "./crew-styles";

const day = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "Australia/Brisbane" });

/** The job's Before You Dig enquiry and its plans, kept on the phone with the week: read before the first hole. */
export function PaperworkPanel({ job }: { job: JobOnPhone }) {
  const id = useId();
  const byda = job.compliance?.byda;
  return (
    <section aria-labelledby={`${id}-byda`} className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <h3 id={`${id}-byda`} className="text-sm font-bold uppercase tracking-wide text-amber-950">
        Before You Dig
      </h3>
      {byda ? (
        <div className="mt-1 grid gap-2">
          <p className="text-base text-ink">
            Enquiry <span className="font-mono font-semibold">{byda.reference}</span>, plans valid until{" "}
            {day.format(new Date(`${byda.validUntil}T12:00:00+10:00`))}
          </p>
          {byda.plansUrl && (
            <a href={byda.plansUrl} target="_blank" rel="noopener noreferrer" className={crewButton.secondary}>
              <FileText aria-hidden="true" className="h-5 w-5" />
              Open the plans
            </a>
          )}
        </div>
      ) : (
        <p className="mt-1 text-base font-semibold text-amber-950">No enquiry on file: do not dig. Call the office.</p>
      )}
    </section>
  );
}
