import type { SlotDrawing } from "./drawing";

/** The pictures of /GA-Enquiry that staff can replace from /admin, with their drawings' alt text (and size, when not 640 x 400). */
export const AD_LANDING_SLOTS = {
  "ads/concrete-sleeper-wall": { alt: "Charcoal concrete sleeper retaining wall with steel posts holding up a level backyard lawn" },
  "ads/tiered-composite-wall": { alt: "Two-tier timber-look composite retaining wall with garden beds on each level" },
  "ads/colorbond-fence": { alt: "New grey Colorbond boundary fence along a suburban backyard" },
} as const satisfies Record<string, SlotDrawing>;
