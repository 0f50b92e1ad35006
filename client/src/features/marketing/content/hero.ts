import type { ContentImage } from "./types";

export const HERO = {
  eyebrow: "Brisbane & Sunshine Coast",
  title: "Brisbane Retaining Walls & Fencing, Built to Last",
  lead: "Engineered concrete, composite and timber retaining walls and quality Colorbond, timber and aluminium fencing for Queensland homes. Licensed, insured and family owned.",
  highlights: ["Free on-site consultation & quote", "Engineering & council paperwork handled", "Licensed & insured builder"],
  image: {
    src: "/images/home/hero-retaining-wall.svg",
    alt: "A finished concrete sleeper retaining wall with steel posts and a Colorbond fence above a levelled backyard lawn",
    width: 960,
    height: 720,
  } satisfies ContentImage,
} as const;
