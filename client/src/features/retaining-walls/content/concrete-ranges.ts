import { slotImage } from "@shared/showcase/slot-image";
import type { ConcreteRange } from "./types";

export const concreteRanges: ConcreteRange[] = [
  {
    id: "classic",
    name: "Classic Range",
    description:
      "Our everyday concrete sleepers: tough, good-looking and great value, in natural grey and earthy tones with smooth, sandstone or woodgrain faces.",
    highlights: ["Natural grey and earthy colours", "Smooth, sandstone and woodgrain faces", "Hot-dip galvanised steel posts"],
    photos: [
      slotImage("retaining-walls/classic-natural-grey"),
      slotImage("retaining-walls/classic-sandstone"),
      slotImage("retaining-walls/classic-charcoal-stepped"),
      slotImage("retaining-walls/classic-woodgrain"),
      slotImage("retaining-walls/classic-two-tier"),
      slotImage("retaining-walls/classic-driveway"),
    ],
  },
  {
    id: "premium-sealed",
    name: "Premium Sealed Range",
    description:
      "Coloured-through sleepers sealed at the factory. The sealer resists stains, mould and the white salt marks that dull ordinary concrete, so the wall keeps its rich colour.",
    highlights: ["Factory-sealed against stains and mould", "Rich, deep colours that last", "Matching sealed capping available"],
    photos: [
      slotImage("retaining-walls/premium-charcoal-pool"),
      slotImage("retaining-walls/premium-sandstone-entertaining"),
      slotImage("retaining-walls/premium-woodgrain-garden"),
      slotImage("retaining-walls/premium-slate-front-yard"),
    ],
  },
];
