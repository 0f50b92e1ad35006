import { SiteLayout } from "@/components/site-layout/site-layout";
import { useHashScroll } from "@/components/site-layout/use-hash-scroll";
import {
  AboutSection,
  HeroSection,
  JourneySection,
  RecentProjectsSection,
  ServicesSection,
  WhyChooseUsSection,
} from "@/features/marketing";
import { QuoteSection } from "@/features/leads";
import { HomeReviewsSection } from "@/features/reviews";

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
      <HomeReviewsSection />
      <AboutSection />
      <QuoteSection />
    </SiteLayout>
  );
}
