import { z } from "zod";
import type { EstimateJob } from "../estimates/estimate";
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
}

export interface FenceRun {
  kind: "fence";
  type: FenceType;
  heightM: number;
  lengthM: number;
  singleGates: number;
  doubleGates: number;
}

export type WorkRun = WallRun | FenceRun;

export const RUN_LIMITS = { maxLengthM: 500, maxWallHeightM: 3, maxFenceHeightM: 3, maxGates: 20, maxRuns: 20 } as const;

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
});

export const fenceRunSchema = z.object({
  kind: z.literal("fence"),
  type: z.enum(FENCE_TYPES, "Choose the fence type"),
  heightM: metres("height", RUN_LIMITS.maxFenceHeightM),
  lengthM: metres("length", RUN_LIMITS.maxLengthM),
  singleGates: gates("single gates"),
  doubleGates: gates("double gates"),
});

export const workRunSchema = z.discriminatedUnion("kind", [wallRunSchema, fenceRunSchema], "Choose a wall run or a fence run");
export const workRunsSchema = z
  .array(workRunSchema, "Give the runs as a list")
  .max(RUN_LIMITS.maxRuns, `At most ${RUN_LIMITS.maxRuns} runs`);

/** The run an instant estimate was made for (its lengths and heights are kept in centimetres). */
export function runOfEstimate(job: EstimateJob): WorkRun {
  if (job.job === "wall") return { kind: "wall", material: job.material, lengthM: job.lengthCm / 100, heightM: job.heightCm / 100 };
  return {
    kind: "fence",
    type: job.type,
    heightM: Number(job.height),
    lengthM: job.lengthCm / 100,
    singleGates: job.singleGates,
    doubleGates: job.doubleGates,
  };
}

/** Metres in whole millimetres. */
export const mm = (metres: number) => Math.round(metres * 1000);
