import { CtaBand } from "@/components/cta-band";
import { ServiceHero } from "@/components/service-hero";
import { ProcessSection } from "@/components/process-steps";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { StatList } from "@/components/stat-list";
import {
  BuildingStandardsSection,
  ConcreteRangesSection,
  installationProcess,
  ReasonsSection,
  retainingWallsHeroImage,
  retainingWallStats,
  WallTypeCards,
} from "@/features/retaining-walls";
import { useBusiness } from "@/lib/client-config";

export default function RetainingWallsPage() {
  const business = useBusiness();
  return (
    <SiteLayout>
      <ServiceHero
        eyebrow="Engineered retaining walls"
        title="Retaining Wall Projects"
        image={retainingWallsHeroImage}
        lead={
          <p>
            Concrete, composite and timber sleeper retaining walls, designed to Australian standards and built by a family-owned team with{" "}
            {business.yearsExperience} years of experience across {business.serviceArea}.
          </p>
        }
      />

      <WallTypeCards />
      <ConcreteRangesSection />
      <ReasonsSection />

      <ProcessSection
        id="installation-title"
        eyebrow="Our process"
        title="How we install your wall in 5 steps"
        intro="One team from the first site visit to the final clean-up, including the engineering and approvals."
        steps={installationProcess}
      />

      <StatList stats={retainingWallStats(business)} label="Our retaining walls in numbers" />
      <BuildingStandardsSection />

      <CtaBand
        id="retaining-walls-cta-title"
        title="Got a slope that needs taming?"
        text={
          <p>
            Book a free on-site consultation and quote. Call us {business.hours}, or send a request and we'll contact you{" "}
            {business.responsePromise}.
          </p>
        }
      />
    </SiteLayout>
  );
}
