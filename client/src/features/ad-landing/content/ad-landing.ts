import { slotImage, type SlotImage } from "@shared/showcase/slot-image";
import { Award, BadgeCheck, Home, type LucideIcon, ShieldCheck } from "lucide-react";
import type { BusinessProfile } from "@shared/business-profile";

/** A recent project on the landing page: its picture (a site photo slot staff can replace) and its caption. */
export interface AdPhoto {
  image: SlotImage;
  title: string;
  location: string;
}

export const adProjectPhotos: AdPhoto[] = [
  { image: slotImage("ads/concrete-sleeper-wall"), title: "Concrete sleeper retaining wall", location: "Carindale, Brisbane" },
  { image: slotImage("ads/tiered-composite-wall"), title: "Tiered composite retaining wall", location: "Buderim, Sunshine Coast" },
  { image: slotImage("ads/colorbond-fence"), title: "Colorbond boundary fence", location: "North Lakes, Moreton Bay" },
];

/** The offer in the hero: why to ask for the quote now. */
export function adOfferPoints(business: BusinessProfile): string[] {
  return [
    "Free on-site consultation and written quote",
    "Licensed & insured, engineering and council approval handled",
    `${business.yearsExperience} years of experience, ${business.projectsCompleted} projects completed`,
    `We contact you ${business.responsePromise}`,
  ];
}

export interface TrustBadge {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function adTrustBadges(business: BusinessProfile): TrustBadge[] {
  return [
    { icon: ShieldCheck, title: "Licensed & Insured", text: business.qbccLicence },
    {
      icon: Award,
      title: `${business.yearsExperience} Years Experience`,
      text: "Hands-on experience building walls and fences in South East Queensland",
    },
    { icon: BadgeCheck, title: `${business.projectsCompleted} Projects`, text: `Completed across ${business.serviceArea}` },
    { icon: Home, title: "Family Owned", text: "Local owners on every job, from quote to clean-up" },
  ];
}
