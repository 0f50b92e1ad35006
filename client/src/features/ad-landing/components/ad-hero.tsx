import { ClipboardList } from "lucide-react";
import { CallLink } from "@/components/site-layout/call-link";
import { useBusiness } from "@/lib/client-config";
import { adOfferPoints } from "../content/ad-landing";
import { CheckList } from "@/components/check-list";

/** The offer: a free on-site quote from a licensed, experienced, family-owned team. */
export function AdHero() {
  const business = useBusiness();
  return (
    <section aria-labelledby="ad-hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgba(121,184,147,0.35),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{business.serviceArea}</p>
        <h1 id="ad-hero-title" className="mt-2 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          Free On-Site Quote for Retaining Walls &amp; Fencing
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
          Engineered concrete, composite and timber retaining walls and Colorbond, timber and aluminium fences, built by a family-owned team
          with {business.yearsExperience} years of experience.
        </p>
        <CheckList
          items={adOfferPoints(business)}
          className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-2"
          itemClassName="flex items-start gap-2 text-brand-50"
          iconClassName="mt-0.5 h-5 w-5 shrink-0 text-accent-400"
        />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="#quote-form"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3 text-lg font-bold text-ink shadow-sm hover:bg-accent-500"
          >
            <ClipboardList aria-hidden="true" className="h-5 w-5" />
            Get My Free Quote
          </a>
          <CallLink className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-white/10 px-6 py-3 text-lg font-semibold text-white ring-1 ring-inset ring-white/70 hover:bg-white/20" />
        </div>
      </div>
    </section>
  );
}
