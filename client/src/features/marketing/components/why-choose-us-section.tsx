import { Award, Hammer, type LucideIcon, ShieldCheck, ThumbsUp, Workflow } from "lucide-react";
import { WHY_CHOOSE_US, type WhyChooseUsIcon } from "../content/why-choose-us";
import { SectionIntro } from "./section-intro";
import { IconPoints } from "@/components/icon-points";

const ICONS: Record<WhyChooseUsIcon, LucideIcon> = {
  experience: Award,
  licensed: ShieldCheck,
  oneStop: Workflow,
  materials: Hammer,
  dedicated: ThumbsUp,
};

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionIntro id="why-title" eyebrow="Why homeowners choose us" title="Why Choose Us" tone="dark">
          Straightforward advice, engineered results and one team accountable from the first visit to the final clean-up.
        </SectionIntro>
        <IconPoints
          points={WHY_CHOOSE_US.map(({ icon, title, description }) => ({ icon: ICONS[icon], title, text: description }))}
          look="dark"
          className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5 sm:[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1"
        />
      </div>
    </section>
  );
}
