import { z } from "zod";
import { FENCE_TYPES, type FenceType, WALL_MATERIALS, type WallMaterial } from "../estimates/price-table";

/*
 * The take-off's rule table: the figures the Owner can change, each with a note of where it comes from. The rules
 * that read them are in takeoff.ts; the fixed parts of those rules (a wall's embedment at least 600 mm, holes 300 or
 * 450 mm across) are the rules themselves, not figures of the table.
 */

export interface Sourced<T> {
  value: T;
  source: string;
}

export interface WallRules {
  sleeperLengthMm: Sourced<number>;
  sleeperHeightMm: Sourced<number>;
  postSpacingMm: Sourced<number>;
  wastePercent: Sourced<number>;
}

export interface FenceRules {
  panelWidthMm: Sourced<number>;
  embedmentMm: Sourced<number>;
  postMixBagsPerPost: Sourced<number>;
  wastePercent: Sourced<number>;
}

export interface TakeoffRules {
  walls: Record<WallMaterial, WallRules>;
  fences: Record<FenceType, FenceRules>;
  stockLengthsMm: Sourced<number[]>;
}

const SLEEPER_SOURCE = "Suppliers' concrete, composite and timber sleeper ranges (SEQ, 2026)";
const WASTE_SOURCE = "Allowance for cuts and breakage on site";
const COLORBOND_SOURCE = "Lysaght Colorbond fencing panel (2,365 mm)";
const FENCE_SOURCE = "Suppliers' standard bay widths and post embedment (SEQ, 2026)";
const POST_MIX_SOURCE = "Post-mix bag instructions: 20 kg bags per post";

const sourced = <T>(value: T, source: string): Sourced<T> => ({ value, source });

const wall = (sleeperLengthMm: number, postSpacingMm: number): WallRules => ({
  sleeperLengthMm: sourced(sleeperLengthMm, SLEEPER_SOURCE),
  sleeperHeightMm: sourced(200, SLEEPER_SOURCE),
  postSpacingMm: sourced(postSpacingMm, SLEEPER_SOURCE),
  wastePercent: sourced(10, WASTE_SOURCE),
});

const fence = (panelWidthMm: number, postMixBagsPerPost: number, widthSource = FENCE_SOURCE): FenceRules => ({
  panelWidthMm: sourced(panelWidthMm, widthSource),
  embedmentMm: sourced(600, FENCE_SOURCE),
  postMixBagsPerPost: sourced(postMixBagsPerPost, POST_MIX_SOURCE),
  wastePercent: sourced(10, WASTE_SOURCE),
});

/** The table a business starts with; the Owner edits it in /admin/takeoff. */
export const STARTING_TAKEOFF_RULES: TakeoffRules = {
  walls: {
    "concrete-sleeper": wall(2000, 2000),
    "composite-sleeper": wall(2400, 2400),
    "timber-sleeper": wall(2400, 1200),
  },
  fences: {
    colorbond: fence(2365, 2, COLORBOND_SOURCE),
    "timber-paling": fence(2400, 2),
    "aluminium-pool": fence(2400, 1),
    "aluminium-garden": fence(2400, 1),
  },
  stockLengthsMm: sourced([1200, 1500, 1800, 2100, 2400, 2700, 3000, 3600, 4200, 4800, 6000], "Suppliers' post stock lengths"),
};

const source = z
  .string("Say where the figure comes from")
  .trim()
  .min(2, "Say where the figure comes from")
  .max(300, "At most 300 characters");
const figure = (min: number, max: number, what: string) =>
  z.object({
    value: z
      .number(`Enter the ${what}`)
      .int(`The ${what} is a whole number`)
      .min(min, `The ${what} is at least ${min}`)
      .max(max, `The ${what} is at most ${max}`),
    source,
  });

const wallRulesSchema = z.object({
  sleeperLengthMm: figure(300, 6000, "sleeper length (mm)"),
  sleeperHeightMm: figure(50, 600, "sleeper height (mm)"),
  postSpacingMm: figure(300, 6000, "post spacing (mm)"),
  wastePercent: figure(0, 100, "waste (%)"),
});

const fenceRulesSchema = z.object({
  panelWidthMm: figure(300, 6000, "panel width (mm)"),
  embedmentMm: figure(100, 2000, "embedment (mm)"),
  postMixBagsPerPost: figure(0, 10, "post-mix bags per post"),
  wastePercent: figure(0, 100, "waste (%)"),
});

const byKey = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);

/** PUT /api/takeoff-rules: the whole table. */
export const takeoffRulesSchema = z.object({
  walls: byKey(WALL_MATERIALS, wallRulesSchema),
  fences: byKey(FENCE_TYPES, fenceRulesSchema),
  stockLengthsMm: z.object({
    value: z
      .array(z.number("A stock length is in whole mm").int("A stock length is in whole mm").min(300).max(12_000), "List the stock lengths")
      .min(1, "List at least one stock length")
      .max(30, "At most 30 stock lengths")
      .refine(
        (lengths) => lengths.every((length, i) => i === 0 || length > lengths[i - 1]!),
        "List the stock lengths from shortest to longest, each once",
      ),
    source,
  }),
}) satisfies z.ZodType<TakeoffRules>;
