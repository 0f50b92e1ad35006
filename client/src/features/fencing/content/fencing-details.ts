import type { BusinessProfile } from "@shared/business-profile";
import type { ProcessStep } from "@/components/process-steps";
import type { Stat } from "@/components/stat-list";
import { colorbondFencing } from "./fencing-types";
import type { NamedDescription } from "./types";

export const fencingBenefits: NamedDescription[] = [
  {
    name: "Privacy and security",
    description: "A solid, well-built fence keeps children and pets in, and prying eyes and unwanted visitors out.",
  },
  {
    name: "Built for Queensland weather",
    description: "Posts set in concrete to the right depth, and materials chosen to stand up to storms, sun and humidity.",
  },
  {
    name: "Compliant and certified",
    description: "Pool fences meet the Queensland pool safety standard, and boundary fences follow council and neighbour rules.",
  },
  {
    name: "Neat, tidy installation",
    description: "We remove the old fence, work cleanly around your gardens and take every offcut away when we finish.",
  },
];

export const fencingProcess: ProcessStep[] = [
  {
    title: "Free measure and quote",
    description: "We visit, measure the run, check levels and access, and give you a clear written quote.",
  },
  {
    title: "Choose your style",
    description: "Pick the material, profile, height and colour; we can bring Colorbond samples and talk to your neighbour.",
  },
  {
    title: "Professional installation",
    description: "Our team removes the old fence, sets posts in concrete and installs panels, palings and gates.",
  },
  {
    title: "Clean-up and walk-through",
    description: "We clear the site, check every gate and latch with you, and make sure you're happy with the result.",
  },
];

/** Years come from the business profile; the colour count is Colorbond's fencing range. */
export function fencingStats(business: BusinessProfile): Stat[] {
  return [
    { value: colorbondFencing.colourCount, label: "Colorbond colours" },
    { value: business.yearsExperience, label: "Years of experience" },
    { value: "100%", label: "Compliant fencing" },
  ];
}
