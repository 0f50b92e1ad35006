/** The suppliers' prices the cost tests and journeys work with, ex GST: what the hand-worked figures use. */
export const SLEEPER_WALL_PRICES = [
  { item: "Concrete sleeper 2,000 x 200 mm", unit: "each", unitCostCents: 6_500 },
  { item: "Steel H-post 2,100 mm", unit: "each", unitCostCents: 4_250 },
  { item: "Concrete 20 kg bag", unit: "bag", unitCostCents: 1_100 },
] as const;
