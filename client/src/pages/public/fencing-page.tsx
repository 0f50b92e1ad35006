import { CtaBand } from "@/components/cta-band";
import { ServiceHero } from "@/components/service-hero";
import { ProcessSection } from "@/components/process-steps";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { StatList } from "@/components/stat-list";
import { FencingBenefits, fencingHeroImage, fencingProcess, fencingStats, FencingTypesSection } from "@/features/fencing";
import { useBusiness } from "@/lib/client-config";

export default function FencingPage() {
  const business = useBusiness();
  return (
    <SiteLayout>
      <ServiceHero
        eyebrow="Colorbond, timber & aluminium"
        title="Fencing Projects"
        image={fencingHeroImage}
        lead={
          <p>
            Strong, good-looking fences for privacy, security and street appeal, installed by our own team across {business.serviceArea}.
          </p>
        }
      />

      <FencingTypesSection />
      <FencingBenefits />
      <StatList stats={fencingStats(business)} label="Our fencing in numbers" />

      <ProcessSection
        id="fencing-process-title"
        eyebrow="How it works"
        title="Your new fence in 4 steps"
        intro="A straightforward process from the first phone call to the final latch check."
        steps={fencingProcess}
      />

      <CtaBand
        id="fencing-cta-title"
        title="Ready for a new fence?"
        text={
          <p>
            Book a free on-site measure and quote. Call us {business.hours}, or send a request and we'll get back to you{" "}
            {business.responsePromise}.
          </p>
        }
      />
    </SiteLayout>
  );
}
