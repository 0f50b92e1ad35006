import { ClipboardList } from "lucide-react";
import { CallLink } from "@/components/site-layout/call-link";
import { HOME_SECTION } from "@/components/site-layout/home-sections";
import { SectionLink } from "@/components/site-layout/section-link";
import { JOURNEY_STEPS } from "../content/journey-steps";
import { buttonClass } from "./buttons";
import { SectionIntro } from "./section-intro";

/** The five steps from first call to finished wall, ending in the call button. */
export function JourneySection() {
  return (
    <section aria-labelledby="journey-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionIntro id="journey-title" eyebrow="How it works" title="Your Project in Five Simple Steps">
          No surprises: here is exactly what happens after you get in touch.
        </SectionIntro>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {JOURNEY_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:block sm:p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink sm:mt-4">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted sm:mt-2">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col justify-center gap-3 text-center sm:flex-row">
          <CallLink className={buttonClass.brand} />
          <SectionLink section={HOME_SECTION.quoteForm} className={buttonClass.outline}>
            <ClipboardList aria-hidden="true" className="h-5 w-5" />
            Request a Free Quote
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
