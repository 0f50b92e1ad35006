import { Award, Hammer, type LucideIcon, ShieldCheck, ThumbsUp, Workflow } from "lucide-react";
import { WHY_CHOOSE_US, type WhyChooseUsIcon } from "../content/why-choose-us";
import { SectionIntro } from "./section-intro";

const ICONS: Record<WhyChooseUsIcon, LucideIcon> = {
  experience: Award,
  licensed: ShieldCheck,
  oneStop: Workflow,
  materials: Hammer,
  dedicated: ThumbsUp,
};

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionIntro id="why-title" eyebrow="Why homeowners choose us" title="Why Choose Us" tone="dark">
          Straightforward advice, engineered results and one team accountable from the first visit to the final clean-up.
        </SectionIntro>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5 sm:[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1">
          {WHY_CHOOSE_US.map(({ icon, title, description }) => {
            const Icon = ICONS[icon];
            return (
              <li key={title} className="flex gap-4 rounded-xl bg-white/5 p-5 ring-1 ring-white/10 sm:block sm:p-6">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-ink">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold sm:mt-4">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-brand-100 sm:mt-2">{description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
