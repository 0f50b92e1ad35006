import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { CallButton, QuoteButton } from "@/components/contact-actions";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { TrustPoints } from "@/components/trust-points";
import { GalleryIsland } from "@/features/gallery";
import { useBusiness } from "@/lib/client-config";

export default function GalleryPage() {
  const business = useBusiness();
  return (
    <SiteLayout>
      <PageHero
        navigation={
          <Link href="/" className="inline-flex min-h-11 items-center gap-2 rounded-md px-1 font-semibold text-brand-100 hover:text-white">
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            Back to Home
          </Link>
        }
        eyebrow="Our work"
        footer={<TrustPoints />}
        title="Project Gallery"
        lead={
          <p>
            A selection of retaining walls and fences we've completed for homeowners across South East Queensland, from Brisbane and Logan
            to the Sunshine Coast. Every project was designed, built and cleaned up by our own team.
          </p>
        }
      >
        <QuoteButton label="Get Your Free Quote" />
        <CallButton />
      </PageHero>

      <section aria-label="Projects" className="bg-gray-50">
        <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
          <GalleryIsland />
        </div>
      </section>

      <CtaBand
        id="gallery-cta-title"
        title="Like what you see?"
        text={<p>Tell us about your project and we'll arrange a free on-site consultation. We reply {business.responsePromise}.</p>}
      >
        <QuoteButton label="Get Your Free Quote" />
        <CallButton />
      </CtaBand>
    </SiteLayout>
  );
}
