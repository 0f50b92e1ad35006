/**
 * The business's price table for the instant estimate: rates in cents including GST, each a low and a high.
 * Walls per square metre of wall face, fences per metre by type and height, removal per metre, gates each,
 * engineering and building approval as fixed amounts, and the no-excavator surcharge as a whole percent.
 */

export const WALL_MATERIALS = ["concrete-sleeper", "composite-sleeper", "timber-sleeper"] as const;
export type WallMaterial = (typeof WALL_MATERIALS)[number];

export const FENCE_TYPES = ["colorbond", "timber-paling", "aluminium-pool", "aluminium-garden"] as const;
export type FenceType = (typeof FENCE_TYPES)[number];

export const FENCE_HEIGHTS = ["1.2", "1.5", "1.8", "2.1"] as const;
export type FenceHeight = (typeof FENCE_HEIGHTS)[number];

export const WALL_MATERIAL_LABELS: Record<WallMaterial, string> = {
  "concrete-sleeper": "Concrete sleeper",
  "composite-sleeper": "Composite sleeper",
  "timber-sleeper": "Timber sleeper",
};

export const FENCE_TYPE_LABELS: Record<FenceType, string> = {
  colorbond: "Colorbond",
  "timber-paling": "Timber paling",
  "aluminium-pool": "Aluminium pool",
  "aluminium-garden": "Aluminium garden",
};

/** A rate's range, in cents including GST. */
export interface Band {
  low: number;
  high: number;
}

export interface PriceTable {
  walls: Record<WallMaterial, Band>;
  fences: Record<FenceType, Record<FenceHeight, Band>>;
  extras: {
    removalPerMetre: Band;
    singleGate: Band;
    doubleGate: Band;
    engineering: Band;
    approval: Band;
    noExcavatorPercent: number;
  };
}

const band = (lowDollars: number, highDollars: number): Band => ({ low: lowDollars * 100, high: highDollars * 100 });

/**
 * The table a new business starts with: South East Queensland figures for 2026, including GST (sleeper walls
 * supplied and installed with drainage; fences supplied and installed on flat ground). The Owner sets their own in
 * /admin/pricing.
 */
export const STARTING_PRICE_TABLE: PriceTable = {
  walls: {
    "concrete-sleeper": band(450, 650),
    "composite-sleeper": band(400, 600),
    "timber-sleeper": band(250, 400),
  },
  fences: {
    colorbond: { "1.2": band(90, 120), "1.5": band(100, 135), "1.8": band(110, 150), "2.1": band(135, 180) },
    "timber-paling": { "1.2": band(85, 115), "1.5": band(95, 130), "1.8": band(110, 150), "2.1": band(130, 175) },
    "aluminium-pool": { "1.2": band(180, 260), "1.5": band(210, 290), "1.8": band(240, 330), "2.1": band(280, 380) },
    "aluminium-garden": { "1.2": band(150, 220), "1.5": band(175, 250), "1.8": band(200, 280), "2.1": band(240, 330) },
  },
  extras: {
    removalPerMetre: band(25, 45),
    singleGate: band(450, 750),
    doubleGate: band(900, 1500),
    engineering: band(1200, 2500),
    approval: band(1500, 3000),
    noExcavatorPercent: 15,
  },
};
