import { PageHero } from "@/components/page-hero";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { ReviewFormIsland, ReviewFormAside, ReviewModerationPolicy } from "@/features/reviews";
import { useBusiness } from "@/lib/client-config";
import { BREADCRUMB_NAMES } from "@shared/seo/breadcrumbs";

export default function ShareExperiencePage() {
  const business = useBusiness();
  return (
    <SiteLayout>
      <PageHero
        crumb={BREADCRUMB_NAMES.shareExperience}
        eyebrow="Customer reviews"
        title="Share Your Experience"
        lead={
          <p>
            Had a retaining wall or fence built by {business.name}? Tell other homeowners how it went. It only takes a couple of minutes.
          </p>
        }
      />
      <div className="bg-gray-50">
        <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <ReviewFormIsland />
          <ReviewFormAside />
        </div>
        <div className="mx-auto max-w-content px-4 pb-10 sm:px-6 sm:pb-14">
          <ReviewModerationPolicy />
        </div>
      </div>
    </SiteLayout>
  );
}
