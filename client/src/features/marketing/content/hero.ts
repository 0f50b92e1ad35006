import { slotImage } from "@shared/showcase/slot-image";

export const HERO = {
  eyebrow: "Brisbane & Sunshine Coast",
  title: "Brisbane Retaining Walls & Fencing, Built to Last",
  lead: "Engineered concrete, composite and timber retaining walls and quality Colorbond, timber and aluminium fencing for Queensland homes. Licensed, insured and family owned.",
  highlights: ["Free on-site consultation & quote", "Engineering & council paperwork handled", "Licensed & insured builder"],
  image: slotImage("home/hero-retaining-wall"),
} as const;
