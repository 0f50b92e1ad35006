import { BadgeCheck, FileCheck2, Ruler } from "lucide-react";
import { ContentSection } from "@/components/content-section";
import { useBusiness } from "@/lib/client-config";
import { buildingStandards } from "../content/wall-details";

const icons = [Ruler, BadgeCheck, FileCheck2];

/** Engineering, Australian standards and council approval, with the licence that covers the work. */
export function BuildingStandardsSection() {
  const business = useBusiness();
  return (
    <ContentSection
      id="standards-title"
      eyebrow="Building standards"
      title="Engineered, certified and approved"
      intro="A retaining wall holds back tonnes of soil and water. We build every wall to code, and we handle the paperwork."
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {buildingStandards.map((standard, index) => {
          const Icon = icons[index % icons.length] ?? BadgeCheck;
          return (
            <li key={standard.title} className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-ink">{standard.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{standard.description}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-ink-muted">
        All work is carried out under <span className="font-semibold text-ink">{business.qbccLicence}</span>.
      </p>
    </ContentSection>
  );
}
