import { z } from "zod";
import { type EstimateJob, type LoadAbove, NEAR_BUILDING_M } from "../estimates/estimate";
import { FENCE_TYPES, type FenceType, WALL_MATERIALS, type WallMaterial } from "../estimates/price-table";

/*
 * A run: one measured piece of work on a quote, in the instant estimate's vocabulary. The take-off, the job's costs
 * and the productivity report all read runs; metres as staff type them, to the millimetre.
 */

export interface WallRun {
  kind: "wall";
  material: WallMaterial;
  lengthM: number;
  heightM: number;
  /** what the wall holds up: a garden, or a load (a driveway, pool, building or fence) */
  loadAbove?: LoadAbove;
  /** metres to the nearest building or other retaining wall; absent when none is within 3 m */
  distanceToBuildingM?: number;
}

export interface FenceRun {
  kind: "fence";
  type: FenceType;
  heightM: number;
  lengthM: number;
  singleGates: number;
  doubleGates: number;
  /** the height of the retaining wall it stands on (absent: on the ground) */
  onWallHeightM?: number;
}

export type WorkRun = WallRun | FenceRun;

export const RUN_LIMITS = {
  maxLengthM: 500,
  maxWallHeightM: 3,
  maxFenceHeightM: 3,
  maxGates: 20,
  maxRuns: 20,
  /** a building further than this is not recorded */
  maxDistanceToBuildingM: 3,
} as const;

/** Metres to the millimetre, within (0, max]. */
const metres = (what: string, max: number) =>
  z
    .number(`Enter the ${what} in metres`)
    .refine(Number.isFinite, `Enter the ${what} in metres`)
    .gt(0, `The ${what} must be more than 0 m`)
    .max(max, `The ${what} is at most ${max} m`)
    .refine((m) => Math.abs(Math.round(m * 1000) - m * 1000) < 1e-6, `The ${what} is to the millimetre (3 decimals) at most`);

const gates = (what: string) =>
  z
    .number(`Enter how many ${what}`)
    .int(`Enter how many ${what}, a whole number`)
    .min(0, `Enter how many ${what}, 0 or more`)
    .max(RUN_LIMITS.maxGates, `At most ${RUN_LIMITS.maxGates} ${what}`)
    .default(0);

export const wallRunSchema = z.object({
  kind: z.literal("wall"),
  material: z.enum(WALL_MATERIALS, "Choose the wall's material"),
  lengthM: metres("length", RUN_LIMITS.maxLengthM),
  heightM: metres("height", RUN_LIMITS.maxWallHeightM),
  loadAbove: z.enum(["none", "garden", "load"], "Choose what the wall holds up").optional(),
  distanceToBuildingM: z
    .number("Enter the distance to the nearest building in metres")
    .refine(Number.isFinite, "Enter the distance to the nearest building in metres")
    .min(0, "The distance to the nearest building is 0 m or more")
    .max(RUN_LIMITS.maxDistanceToBuildingM, "Leave the distance empty when no building is within 3 m")
    .optional(),
});

export const fenceRunSchema = z.object({
  kind: z.literal("fence"),
  type: z.enum(FENCE_TYPES, "Choose the fence type"),
  heightM: metres("height", RUN_LIMITS.maxFenceHeightM),
  lengthM: metres("length", RUN_LIMITS.maxLengthM),
  singleGates: gates("single gates"),
  doubleGates: gates("double gates"),
  onWallHeightM: metres("wall under the fence's height", RUN_LIMITS.maxWallHeightM).optional(),
});

export const workRunSchema = z.discriminatedUnion("kind", [wallRunSchema, fenceRunSchema], "Choose a wall run or a fence run");
export const workRunsSchema = z
  .array(workRunSchema, "Give the runs as a list")
  .max(RUN_LIMITS.maxRuns, `At most ${RUN_LIMITS.maxRuns} runs`);

/** The run an instant estimate was made for (its lengths and heights are kept in centimetres). */
export function runOfEstimate(job: EstimateJob): WorkRun {
  if (job.job === "wall") {
    // the estimate knows only "under 1.5 m" of a building: 1 m stands for it until staff measure it
    const near = job.nearBuilding ? { distanceToBuildingM: NEAR_BUILDING_M - 0.5 } : {};
    return {
      kind: "wall",
      material: job.material,
      lengthM: job.lengthCm / 100,
      heightM: job.heightCm / 100,
      loadAbove: job.loadAbove,
      ...near,
    };
  }
  return {
    kind: "fence",
    type: job.type,
    heightM: Number(job.height),
    lengthM: job.lengthCm / 100,
    singleGates: job.singleGates,
    doubleGates: job.doubleGates,
    ...(job.onWallHeightCm > 0 ? { onWallHeightM: job.onWallHeightCm / 100 } : {}),
  };
}

/** Metres in whole millimetres. */
export const mm = (metres: number) => Math.round(metres * 1000);
