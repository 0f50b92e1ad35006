import type { SlotDrawing } from "./drawing";

/** The pictures of the home page that staff can replace from /admin, with their drawings' alt text (and size, when not 640 x 400). */
export const HOME_SLOTS = {
  "home/hero-retaining-wall": {
    alt: "A finished concrete sleeper retaining wall with steel posts and a Colorbond fence above a levelled backyard lawn",
    width: 960,
    height: 720,
  },
  "home/service-retaining-walls": {
    alt: "Grey concrete sleeper retaining wall between galvanised steel posts, with a lawn terrace above",
    width: 640,
    height: 420,
  },
  "home/service-fencing": {
    alt: "New Colorbond steel boundary fence in a dark grey colour along a backyard garden bed",
    width: 640,
    height: 420,
  },
  "home/service-new-home": {
    alt: "A new house under construction with a freshly built retaining wall and boundary fence along the block",
    width: 640,
    height: 420,
  },
} as const satisfies Record<string, SlotDrawing>;
