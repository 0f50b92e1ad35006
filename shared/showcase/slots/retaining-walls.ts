import type { SlotDrawing } from "./drawing";

/** The pictures of /retaining-walls that staff can replace from /admin, with their drawings' alt text (and size, when not 640 x 400). */
export const RETAINING_WALLS_SLOTS = {
  "retaining-walls/hero-engineered-wall": {
    alt: "Stepped charcoal concrete sleeper retaining wall terracing a sloping backyard below a house",
  },
  "retaining-walls/concrete-sleeper-wall": { alt: "Grey concrete sleeper retaining wall with steel posts holding up a raised lawn" },
  "retaining-walls/timber-sleeper-wall": { alt: "Low treated pine timber sleeper retaining wall edging a raised garden bed" },
  "retaining-walls/composite-sleeper-wall": { alt: "Brown composite sleeper retaining wall framing a landscaped garden terrace" },
  "retaining-walls/classic-natural-grey": { alt: "Natural grey smooth-face concrete sleeper wall along a side boundary" },
  "retaining-walls/classic-sandstone": { alt: "Sandstone-textured concrete sleeper wall below a garden bed of shrubs" },
  "retaining-walls/classic-charcoal-stepped": { alt: "Charcoal concrete sleeper wall stepping down a sloping backyard" },
  "retaining-walls/classic-woodgrain": { alt: "Woodgrain-finish concrete sleepers retaining a new lawn behind a house" },
  "retaining-walls/classic-two-tier": { alt: "Two-tier grey concrete sleeper wall with a planted terrace between the tiers" },
  "retaining-walls/classic-driveway": { alt: "Concrete sleeper retaining wall running beside a concrete driveway" },
  "retaining-walls/premium-charcoal-pool": { alt: "Sealed charcoal concrete sleeper wall framing a backyard pool terrace" },
  "retaining-walls/premium-sandstone-entertaining": { alt: "Sealed sandstone-tone sleeper wall lining a paved entertaining area" },
  "retaining-walls/premium-woodgrain-garden": { alt: "Sealed woodgrain concrete sleepers around a raised vegetable garden" },
  "retaining-walls/premium-slate-front-yard": { alt: "Sealed slate-grey concrete sleeper wall across a front yard garden" },
} as const satisfies Record<string, SlotDrawing>;
