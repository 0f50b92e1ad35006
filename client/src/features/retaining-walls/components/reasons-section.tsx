import { Home, LandPlot, Mountain, ShieldCheck, Sprout, TrendingUp } from "lucide-react";
import { ContentSection } from "@/components/content-section";
import { reasonsToBuild } from "../content/wall-details";

const icons = [LandPlot, Mountain, Home, TrendingUp, ShieldCheck, Sprout];

/** Why homeowners build a retaining wall. */
export function ReasonsSection() {
  return (
    <ContentSection id="reasons-title" eyebrow="Why build a wall" title="What a retaining wall does for your property">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasonsToBuild.map((reason, index) => {
          const Icon = icons[index % icons.length] ?? LandPlot;
          return (
            <li key={reason.title} className="flex gap-4">
              <span className="flex h-12 w-12 flex-none items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{reason.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{reason.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}
