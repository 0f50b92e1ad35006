import { ContentSection } from "@/components/content-section";
import { AluminiumCard } from "./aluminium-card";
import { ColorbondCard } from "./colorbond-card";
import { TimberCard } from "./timber-card";

/** Colorbond, Timber and Aluminium fencing, each with its photos and details. */
export function FencingTypesSection() {
  return (
    <ContentSection
      id="fencing-types-title"
      grey
      eyebrow="Our fencing"
      title="Colorbond, timber and aluminium fences"
      intro="Every fence is measured, quoted and installed by our own team, with posts concreted in and gates hung to swing true."
    >
      <div className="mt-8 space-y-8">
        <ColorbondCard />
        <TimberCard />
        <AluminiumCard />
      </div>
    </ContentSection>
  );
}
