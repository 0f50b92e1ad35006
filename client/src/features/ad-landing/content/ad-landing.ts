import { Award, BadgeCheck, Home, type LucideIcon, ShieldCheck } from "lucide-react";
import type { BusinessProfile } from "@shared/business-profile";

export interface AdPhoto {
  src: string;
  alt: string;
  title: string;
  location: string;
  width: number;
  height: number;
}

/** Every drawing in client/public/images/ads is 640 x 400; a business swaps in its photos under these names. */
const photo = (file: string, alt: string, title: string, location: string): AdPhoto => ({
  src: `/images/ads/${file}`,
  alt,
  title,
  location,
  width: 640,
  height: 400,
});

export const adProjectPhotos: AdPhoto[] = [
  photo(
    "concrete-sleeper-wall.svg",
    "Charcoal concrete sleeper retaining wall with steel posts holding up a level backyard lawn",
    "Concrete sleeper retaining wall",
    "Carindale, Brisbane",
  ),
  photo(
    "tiered-composite-wall.svg",
    "Two-tier timber-look composite retaining wall with garden beds on each level",
    "Tiered composite retaining wall",
    "Buderim, Sunshine Coast",
  ),
  photo(
    "colorbond-fence.svg",
    "New grey Colorbond boundary fence along a suburban backyard",
    "Colorbond boundary fence",
    "North Lakes, Moreton Bay",
  ),
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
    { icon: Award, title: `${business.yearsExperience} Years Experience`, text: "Hands-on experience building walls and fences in South East Queensland" },
    { icon: BadgeCheck, title: `${business.projectsCompleted} Projects`, text: `Completed across ${business.serviceArea}` },
    { icon: Home, title: "Family Owned", text: "Local owners on every job, from quote to clean-up" },
  ];
}
