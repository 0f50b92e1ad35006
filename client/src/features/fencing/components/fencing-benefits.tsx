import { CloudSun, ShieldCheck, Sparkles, BadgeCheck } from "lucide-react";
import { ContentSection } from "@/components/content-section";
import { fencingBenefits } from "../content/fencing-details";

const icons = [ShieldCheck, CloudSun, BadgeCheck, Sparkles];

export function FencingBenefits() {
  return (
    <ContentSection id="fencing-benefits-title" eyebrow="Why a new fence" title="The benefits of a professionally built fence">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {fencingBenefits.map((benefit, index) => {
          const Icon = icons[index % icons.length] ?? ShieldCheck;
          return (
            <li key={benefit.name}>
              <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-3 text-lg font-semibold text-ink">{benefit.name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{benefit.description}</p>
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}
