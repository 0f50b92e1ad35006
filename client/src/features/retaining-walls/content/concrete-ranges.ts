import { wallPhoto } from "./images";
import type { ConcreteRange } from "./types";

export const concreteRanges: ConcreteRange[] = [
  {
    id: "classic",
    name: "Classic Range",
    description:
      "Our everyday concrete sleepers: tough, good-looking and great value, in natural grey and earthy tones with smooth, sandstone or woodgrain faces.",
    highlights: ["Natural grey and earthy colours", "Smooth, sandstone and woodgrain faces", "Hot-dip galvanised steel posts"],
    photos: [
      wallPhoto("classic-natural-grey.svg", "Natural grey smooth-face concrete sleeper wall along a side boundary"),
      wallPhoto("classic-sandstone.svg", "Sandstone-textured concrete sleeper wall below a garden bed of shrubs"),
      wallPhoto("classic-charcoal-stepped.svg", "Charcoal concrete sleeper wall stepping down a sloping backyard"),
      wallPhoto("classic-woodgrain.svg", "Woodgrain-finish concrete sleepers retaining a new lawn behind a house"),
      wallPhoto("classic-two-tier.svg", "Two-tier grey concrete sleeper wall with a planted terrace between the tiers"),
      wallPhoto("classic-driveway.svg", "Concrete sleeper retaining wall running beside a concrete driveway"),
    ],
  },
  {
    id: "premium-sealed",
    name: "Premium Sealed Range",
    description:
      "Coloured-through sleepers sealed at the factory. The sealer resists stains, mould and the white salt marks that dull ordinary concrete, so the wall keeps its rich colour.",
    highlights: ["Factory-sealed against stains and mould", "Rich, deep colours that last", "Matching sealed capping available"],
    photos: [
      wallPhoto("premium-charcoal-pool.svg", "Sealed charcoal concrete sleeper wall framing a backyard pool terrace"),
      wallPhoto("premium-sandstone-entertaining.svg", "Sealed sandstone-tone sleeper wall lining a paved entertaining area"),
      wallPhoto("premium-woodgrain-garden.svg", "Sealed woodgrain concrete sleepers around a raised vegetable garden"),
      wallPhoto("premium-slate-front-yard.svg", "Sealed slate-grey concrete sleeper wall across a front yard garden"),
    ],
  },
];
