import { PageHero } from "@/components/page-hero";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { EstimateToolIsland } from "@/features/estimates";
import { BREADCRUMB_NAMES } from "@shared/seo/breadcrumbs";

export default function EstimatePage() {
  return (
    <SiteLayout>
      <PageHero
        crumb={BREADCRUMB_NAMES.estimate}
        eyebrow="A price in 30 seconds"
        title="Instant Estimate"
        lead={
          <p>
            Choose a retaining wall or a fence, answer a few questions and see a price range at once, from our own prices. No name, phone or
            email needed. Queensland's approval and dividing fence rules are built in.
          </p>
        }
      />
      <section aria-label="Estimate" className="bg-gray-50">
        <div className="mx-auto max-w-content px-4 py-8 sm:px-6 sm:py-12">
          <EstimateToolIsland />
        </div>
      </section>
    </SiteLayout>
  );
}
