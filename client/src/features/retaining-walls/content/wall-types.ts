import { slotImage } from "@shared/showcase/slot-image";
import type { WallType } from "./types";

export const wallTypes: WallType[] = [
  {
    id: "concrete",
    name: "Concrete Sleeper Retaining Walls",
    summary:
      "Steel-reinforced concrete sleepers slotted between galvanised steel posts concreted into the ground. The strongest, longest-lasting choice for Queensland's sloping blocks.",
    features: [
      "Engineered designs for walls over 1 metre",
      "Lasts 30+ years with next to no maintenance",
      "Won't rot, burn or attract termites",
      "Smooth, sandstone, woodgrain and sealed finishes",
    ],
    idealFor: "Sloping blocks, driveways, pool surrounds, boundary walls and any wall holding back a heavy load.",
    image: slotImage("retaining-walls/concrete-sleeper-wall"),
  },
  {
    id: "timber",
    name: "Timber Sleeper Retaining Walls",
    summary:
      "Treated pine or hardwood sleepers for a warm, natural look. A cost-effective way to level a garden or build raised beds on gentle slopes.",
    features: [
      "H4 treated pine or Australian hardwood sleepers",
      "Natural look that blends into the garden",
      "Most affordable option for low walls",
      "Typical life of 10-15 years",
    ],
    idealFor: "Garden beds, low terraces and landscaping walls under 1 metre on a tighter budget.",
    image: slotImage("retaining-walls/timber-sleeper-wall"),
  },
  {
    id: "composite",
    name: "Composite Sleeper Retaining Walls",
    summary:
      "Sleepers made from recycled materials with the look of timber and none of the upkeep. They won't rot, split or attract termites.",
    features: [
      "Made from recycled materials",
      "Timber look without oiling or staining",
      "Won't rot, split or attract termites",
      "Colour stays consistent for years",
    ],
    idealFor: "Feature walls, garden terraces and homeowners who want a timber look that stays looking new.",
    image: slotImage("retaining-walls/composite-sleeper-wall"),
  },
];
