import { ShieldCheck } from "lucide-react";
import { CallLink } from "@/components/site-layout/call-link";
import { HOME_SECTION } from "@/components/site-layout/home-sections";
import { useBusiness } from "@/lib/client-config";
import { ContactLine, ReachUsLines } from "@/components/site-layout/contact-line";
import { QuoteFormIsland } from "./quote-form-island";

/** The home page's last section (anchor "contact"), whose heading is the "quote-form" anchor. */
export function QuoteSection() {
  const business = useBusiness();
  return (
    <section id={HOME_SECTION.contact} aria-labelledby={HOME_SECTION.quoteForm} className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-content gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:p-8">
          <h2 id={HOME_SECTION.quoteForm} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Get Your Free Quote
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">
            Tell us about your project and we'll contact you {business.responsePromise} to arrange a free on-site consultation.
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
          <div className="mt-6">
            <QuoteFormIsland />
          </div>
        </div>
        <aside aria-labelledby="contact-direct-title" className="h-fit rounded-2xl bg-brand-900 p-6 text-brand-50 sm:p-8">
          <h3 id="contact-direct-title" className="text-xl font-bold text-white">
            Prefer to talk?
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-brand-100">
            Call us for a quick chat about your wall or fence. There's no obligation and the on-site quote is free.
          </p>
          <CallLink className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-ink hover:bg-accent-500" />
          <ul className="mt-6 space-y-3 text-sm">
            <ReachUsLines linkClass="hover:text-white hover:underline" emailClass="break-all hover:text-white hover:underline" />
            <ContactLine icon={ShieldCheck}>{business.qbccLicence}</ContactLine>
          </ul>
        </aside>
      </div>
    </section>
  );
}
