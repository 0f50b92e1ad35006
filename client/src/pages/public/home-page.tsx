import { SiteLayout } from "@/components/site-layout/site-layout";
import { useHashScroll } from "@/components/site-layout/use-hash-scroll";
import { AboutSection } from "@/features/marketing/components/about-section";
import { HeroSection } from "@/features/marketing/components/hero-section";
import { JourneySection } from "@/features/marketing/components/journey-section";
import { RecentProjectsSection } from "@/features/marketing/components/recent-projects-section";
import { ServicesSection } from "@/features/marketing/components/services-section";
import { WhyChooseUsSection } from "@/features/marketing/components/why-choose-us-section";
import { QuoteSection } from "@/features/leads/quote-form/quote-section";
import { LazyReviewsSection } from "@/features/reviews/components/lazy-reviews-section";

/** Home: the eight sections of spec section 2 in order; a hash in the address scrolls to its section. */
export default function HomePage() {
  useHashScroll();
  return (
    <SiteLayout>
      <HeroSection />
      <ServicesSection />
      <WhyChooseUsSection />
      <RecentProjectsSection />
      <JourneySection />
      <LazyReviewsSection />
      <AboutSection />
      <QuoteSection />
    </SiteLayout>
  );
}
