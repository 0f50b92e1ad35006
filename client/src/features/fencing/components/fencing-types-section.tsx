import { SectionHeading } from "@/components/section-heading";
import { AluminiumCard } from "./aluminium-card";
import { ColorbondCard } from "./colorbond-card";
import { TimberCard } from "./timber-card";

/** Colorbond, Timber and Aluminium fencing, each with its photos and details. */
export function FencingTypesSection() {
  return (
    <section aria-labelledby="fencing-types-title" className="bg-gray-50">
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeading
          id="fencing-types-title"
          eyebrow="Our fencing"
          title="Colorbond, timber and aluminium fences"
          intro="Every fence is measured, quoted and installed by our own team, with posts concreted in and gates hung to swing true."
        />
        <div className="mt-8 space-y-8">
          <ColorbondCard />
          <TimberCard />
          <AluminiumCard />
        </div>
      </div>
    </section>
  );
}
