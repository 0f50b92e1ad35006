import type { SlotDrawing } from "./drawing";

/** The pictures of /fencing-projects that staff can replace from /admin, with their drawings' alt text (and size, when not 640 x 400). */
export const FENCING_SLOTS = {
  "fencing/hero-colorbond-fence": { alt: "Charcoal Colorbond fence with a matching gate beside a house and garden" },
  "fencing/colorbond-smartascreen-charcoal": {
    alt: "Charcoal Colorbond Smartascreen fence along a backyard boundary with a lawn in front",
  },
  "fencing/colorbond-neetascreen-light": { alt: "Light grey Colorbond Neetascreen fence behind a garden bed of shrubs" },
  "fencing/colorbond-green-gate": { alt: "Dark green Colorbond fence with a matching pedestrian gate beside a house" },
  "fencing/timber-butted": { alt: "Butted timber paling fence with palings fixed edge to edge along a side boundary" },
  "fencing/timber-lapped-capped": { alt: "Lapped and capped timber fence with overlapping palings and a capping rail along the top" },
  "fencing/timber-good-neighbour": { alt: "Good neighbour timber fence with palings fixed on alternating sides of the rails" },
  "fencing/timber-spaced-palings": { alt: "Spaced paling timber fence with gaps between the palings showing the garden behind" },
  "fencing/aluminium-pool-fence": { alt: "Black aluminium tubular pool fence around a backyard swimming pool" },
  "brochures/colorbond-fence-colour-chart": { alt: "Colorbond fence colour chart", width: 800, height: 1180 },
} as const satisfies Record<string, SlotDrawing>;
