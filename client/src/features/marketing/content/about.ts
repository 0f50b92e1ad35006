import type { BusinessProfile } from "@shared/business-profile";

export interface AboutStat {
  value: (business: BusinessProfile) => string;
  label: string;
}

/** The four stats of the About section (spec section 2): the figures come from the business profile. */
export const ABOUT_STATS: AboutStat[] = [
  { value: (b) => b.projectsCompleted, label: "Projects completed" },
  { value: (b) => b.yearsExperience, label: "Years of experience" },
  { value: () => "Licensed", label: "QBCC builder" },
  { value: () => "Family", label: "Owned & operated" },
];

export const ABOUT_COPY = {
  title: (b: BusinessProfile) => `About ${b.name}`,
  paragraphs: (b: BusinessProfile) => [
    `We are a family-owned Queensland business building engineered retaining walls and quality fences for homes across ${b.serviceArea}. Founded in ${b.foundedYear}, we bring ${b.yearsExperience} years of hands-on building experience to every job.`,
    "We look after the whole project: engineering design and certification, council lodgment, a tidy build and a final walk-through with you. When we quote a job, the people who quoted it are the people who build it.",
  ],
};
