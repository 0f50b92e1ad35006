import { ShieldCheck } from "lucide-react";
import { HOME_SECTION } from "@/components/site-layout/home-sections";
import { useBusiness } from "@/lib/client-config";
import { ABOUT_COPY, ABOUT_STATS } from "../content/about";

export function AboutSection() {
  const business = useBusiness();
  return (
    <section id={HOME_SECTION.about} aria-labelledby="about-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Who we are</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {ABOUT_COPY.title(business)}
          </h2>
          {ABOUT_COPY.paragraphs(business).map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          <p className="mt-6 flex items-start gap-2 text-sm font-medium text-ink">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            {business.qbccLicence}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-center rounded-xl bg-white px-3 py-6 text-center shadow-sm ring-1 ring-gray-200 sm:px-6"
            >
              <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-ink-muted">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700 sm:text-4xl">{stat.value(business)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
