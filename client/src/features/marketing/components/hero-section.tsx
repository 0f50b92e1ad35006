import { ArrowDown, Calculator, CheckCircle2, ClipboardList } from "lucide-react";
import { ROUTE_PATHS } from "@shared/route-paths";
import { CallLink } from "@/components/site-layout/call-link";
import { HOME_SECTION } from "@/components/site-layout/home-sections";
import { SectionLink } from "@/components/site-layout/section-link";
import { useBusiness } from "@/lib/client-config";
import { HERO } from "../content/hero";
import { buttonClass } from "./buttons";
import { SiteImage } from "@/components/site-image";

/** The first screen: who we are, where, and the two ways to start (quote or call). */
export function HeroSection() {
  const business = useBusiness();
  const highlights = [...HERO.highlights, `We reply ${business.responsePromise}`];
  return (
    <section id={HOME_SECTION.home} aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(121,184,147,0.3),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-content items-center gap-10 px-4 pb-12 pt-8 sm:px-6 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:pb-20 lg:pt-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{HERO.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-[2rem] font-extrabold leading-tight tracking-tight sm:text-5xl">
            {HERO.title}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-brand-50 sm:text-lg">{HERO.lead}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SectionLink section={HOME_SECTION.quoteForm} className={buttonClass.primary}>
              <ClipboardList aria-hidden="true" className="h-5 w-5" />
              Get Free Quote
            </SectionLink>
            <a href={ROUTE_PATHS.estimate.path} className={buttonClass.outlineOnDark}>
              <Calculator aria-hidden="true" className="h-5 w-5" />
              Instant Estimate
            </a>
            <CallLink className={buttonClass.outlineOnDark} />
            <SectionLink
              section={HOME_SECTION.services}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-4 font-semibold text-white underline-offset-4 hover:underline"
            >
              View Services
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </SectionLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-brand-50 sm:grid-cols-2">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <SiteImage
          image={HERO.image}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
          className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/20"
        />
      </div>
    </section>
  );
}
