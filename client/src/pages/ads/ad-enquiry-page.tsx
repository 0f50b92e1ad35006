import { AdEnquiryFormIsland } from "@/features/leads";
import { AdHero, AdLayout, AdProjectPhotos, AdTrustBadges } from "@/features/ad-landing";
import { useBusiness } from "@/lib/client-config";

export default function AdEnquiryPage() {
  const business = useBusiness();
  return (
    <AdLayout>
      <AdHero />
      <AdProjectPhotos />
      <section id="quote-form" aria-label="Request a free quote" className="scroll-mt-16 bg-brand-50">
        <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <AdEnquiryFormIsland />
          <div className="rounded-xl bg-white p-6 text-ink shadow-sm ring-1 ring-gray-200">
            <h2 className="text-lg font-bold">What happens next?</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink-muted">
              <li>We contact you {business.responsePromise} to talk through your project.</li>
              <li>We visit your property for a free on-site consultation.</li>
              <li>You receive a clear written quote, including any engineering or approvals needed.</li>
            </ol>
            <p className="mt-4 text-sm text-ink-muted">Prefer to talk? We answer the phone {business.hours}.</p>
          </div>
        </div>
      </section>
      <AdTrustBadges />
    </AdLayout>
  );
}
