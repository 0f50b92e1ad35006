import { z } from "zod";
import type { EstimateJob, FenceJob, WallJob } from "../estimate/estimate";
import { TEXT_LIMITS } from "../constants";
import { FENCE_HEIGHTS, FENCE_TYPES, WALL_MATERIALS } from "../estimate/price-table";
import { emailAddress, fullName, phoneNumber } from "./quote-request";

/*
 * The instant estimate's inputs, one schema for the API (JSON numbers and booleans) and for the page's form without
 * JavaScript (the same names, numbers as text and booleans as "true"/"false"). Metres become whole centimetres here.
 */

const fromForm = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);
const flag = (message: string) =>
  z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean(message));

/** Metres, taken to the centimetre; at least `min` (a length over 500 m or a wall over 3.0 m is "too large", not an error). */
const metres = (what: string, min: number) =>
  z.preprocess(
    fromForm,
    z
      .number(`Enter the ${what} in metres`)
      .refine(Number.isFinite, `Enter the ${what} in metres`)
      .min(min, `The ${what} is at least ${min} m`)
      .max(100_000, `Enter the ${what} in metres`)
      .transform((m) => Math.round(m * 100)),
  );

const gates = (what: string) =>
  z.preprocess(fromForm, z.number(`Enter how many ${what}`).int(`Enter how many ${what}`).min(0, "At least 0").max(6, "At most 6"));

const suburb = z.string("Enter your suburb").trim().max(100, "The suburb is too long").optional();

const wall = z.object({
  job: z.literal("wall"),
  material: z.enum(WALL_MATERIALS, "Choose the wall's material"),
  lengthM: metres("length", 1),
  heightM: metres("height", 0.2),
  loadAbove: z.enum(["none", "garden", "load"], "Choose what sits above the wall"),
  nearBuilding: flag("Say whether the wall is under 1.5 m from a building or another wall"),
  removeOld: flag("Say whether an old wall is to be removed"),
  excavatorAccess: flag("Say whether a small excavator can reach the wall"),
  suburb,
});

const fence = z.object({
  job: z.literal("fence"),
  type: z.enum(FENCE_TYPES, "Choose the fence type"),
  heightM: z.preprocess(
    (value) => (typeof value === "number" ? value.toFixed(1) : typeof value === "string" ? value.trim() : value),
    z.enum(FENCE_HEIGHTS, "Choose a height of 1.2, 1.5, 1.8 or 2.1 m"),
  ),
  lengthM: metres("length", 1),
  singleGates: gates("single gates"),
  doubleGates: gates("double gates"),
  dividing: flag("Say whether it is a dividing fence with a neighbour"),
  removeOld: flag("Say whether an old fence is to be removed"),
  onWallHeightM: z.preprocess(
    fromForm,
    z
      .number("Enter the height of the wall below, or 0 for none")
      .refine((m) => m === 0 || (m >= 0.2 && m <= 3), "The wall below is 0 (none) or 0.2 to 3.0 m")
      .transform((m) => Math.round(m * 100)),
  ),
  suburb,
});

/** POST /api/estimates/preview, and the page's form. */
export const estimateInputSchema = z.discriminatedUnion("job", [wall, fence], "Choose a retaining wall or a fence");
export type EstimateInput = z.input<typeof estimateInputSchema>;
export type ParsedEstimateInput = z.output<typeof estimateInputSchema>;

/** POST /api/estimates: the estimate's inputs, and who to send it to (the quote form's rules and messages). */
export const estimateSendSchema = z.intersection(
  estimateInputSchema,
  z.object({
    name: fullName,
    phone: phoneNumber,
    email: emailAddress,
    suburb: z
      .string("Project location is required")
      .trim()
      .min(2, "Project location is required")
      .max(TEXT_LIMITS.location, `Must be ${TEXT_LIMITS.location} characters or fewer`),
  }),
);
export type EstimateSendInput = z.input<typeof estimateSendSchema>;

/** The job the shared estimate prices, from parsed input. */
export function estimateJobOf(input: ParsedEstimateInput): EstimateJob {
  if (input.job === "wall") {
    const job: WallJob = {
      job: "wall",
      material: input.material,
      lengthCm: input.lengthM,
      heightCm: input.heightM,
      loadAbove: input.loadAbove,
      nearBuilding: input.nearBuilding,
      removeOld: input.removeOld,
      excavatorAccess: input.excavatorAccess,
    };
    return job;
  }
  const job: FenceJob = {
    job: "fence",
    type: input.type,
    height: input.heightM,
    lengthCm: input.lengthM,
    singleGates: input.singleGates,
    doubleGates: input.doubleGates,
    dividing: input.dividing,
    removeOld: input.removeOld,
    onWallHeightCm: input.onWallHeightM,
  };
  return job;
}
