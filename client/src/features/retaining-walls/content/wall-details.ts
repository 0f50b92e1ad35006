import type { BusinessProfile } from "@shared/business-profile";
import type { ProcessStep } from "@/components/process-steps";
import type { Stat } from "@/components/stat-list";
import type { TitledText } from "./types";

export const reasonsToBuild: TitledText[] = [
  { title: "Use all of your block", description: "Turn a steep, unusable slope into flat lawn, garden beds or room for a shed or pool." },
  { title: "Stop erosion", description: "Hold the soil in place so heavy rain doesn't wash your garden, or your neighbour's, downhill." },
  {
    title: "Protect your home",
    description: "Keep soil and water away from slabs, footings and fences, with drainage built in behind the wall.",
  },
  {
    title: "Add value and street appeal",
    description: "A neat, engineered wall makes a property look cared for and adds usable space buyers pay for.",
  },
  { title: "Safer access", description: "Level paths, driveways and play areas that are easier and safer for the whole family." },
  { title: "Define the garden", description: "Create terraces, raised beds and clear boundaries that make landscaping simpler." },
];

export const installationProcess: ProcessStep[] = [
  {
    title: "Site assessment",
    description: "We inspect the slope, soil, drainage and access, mark out the wall and talk through heights and finishes.",
  },
  {
    title: "Design and engineering",
    description: "Walls over 1 metre are designed by an engineer; we arrange certification and council lodgment when needed.",
  },
  {
    title: "Excavation and footings",
    description: "We bore the post holes to the engineered depth and concrete the galvanised steel posts in place.",
  },
  {
    title: "Sleepers and drainage",
    description: "Sleepers go in between the posts, with ag-pipe and free-draining gravel behind the wall to relieve water pressure.",
  },
  {
    title: "Backfill and clean-up",
    description: "We backfill, compact and level, take away the spoil and hand over your paperwork with a tidy site.",
  },
];

export const buildingStandards: TitledText[] = [
  {
    title: "Engineering for walls over 1 metre",
    description:
      "In Queensland, a retaining wall over 1 metre high, or a lower wall close to a building or carrying a load such as a driveway, needs an engineer's design and building approval. We arrange the engineering and the approval for you.",
  },
  {
    title: "Built to Australian standards",
    description:
      "Our walls follow AS 4678 for earth-retaining structures, with steel-reinforced sleepers, hot-dip galvanised posts and drainage designed for your soil and slope.",
  },
  {
    title: "Council and certification",
    description:
      "We prepare the engineering certificate, work with a private certifier and lodge the approval with council, so your wall is on record when you sell.",
  },
];

/** Wall count and years come from the business profile. */
export function retainingWallStats(business: BusinessProfile): Stat[] {
  return [
    { value: business.projectsCompleted, label: "Walls built" },
    { value: business.yearsExperience, label: "Years of experience" },
    { value: "100%", label: "Compliant with Australian standards" },
  ];
}
