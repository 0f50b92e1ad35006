import { z } from "zod";
import { smsConsentField } from "../texts/text-consent";
import type { EstimateJob, FenceJob, WallJob } from "./estimate";
import { TEXT_LIMITS } from "../constants";
import { FIELD_LIMITS, FIELD_MESSAGES, LOAD_ABOVE } from "./estimate-fields";
import { FENCE_HEIGHTS, FENCE_TYPES, WALL_MATERIALS } from "./price-table";
import { emailAddress, fullName, phoneNumber } from "../leads/quote-request";

/*
 * The instant estimate's inputs, one schema for the API (JSON numbers and booleans) and for the page's form without
 * JavaScript (the same names, numbers as text and booleans as "true"/"false"). Metres become whole centimetres here.
 */

const fromForm = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);
const flag = (message: string) =>
  z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean(message));

/** Metres, taken to the centimetre; at least `min` (a length over 500 m or a wall over 3.0 m is "too large", not an error). */
const metres = (messages: { missing: string; below: string }, min: number) =>
  z.preprocess(
    fromForm,
    z
      .number(messages.missing)
      .refine(Number.isFinite, messages.missing)
      .min(min, messages.below)
      .max(100_000, messages.missing)
      .transform((m) => Math.round(m * 100)),
  );
const length = metres({ missing: FIELD_MESSAGES.length, below: FIELD_MESSAGES.lengthMin }, FIELD_LIMITS.minLengthM);

const gates = (what: string) =>
  z.preprocess(
    fromForm,
    z
      .number(FIELD_MESSAGES.gates(what))
      .int(FIELD_MESSAGES.gates(what))
      .min(0, FIELD_MESSAGES.gates(what))
      .max(FIELD_LIMITS.maxGates, FIELD_MESSAGES.gates(what)),
  );

const suburb = z.string("Enter your suburb").trim().max(100, "The suburb is too long").optional();

const wall = z.object({
  job: z.literal("wall"),
  material: z.enum(WALL_MATERIALS, FIELD_MESSAGES.material),
  lengthM: length,
  heightM: metres({ missing: FIELD_MESSAGES.height, below: FIELD_MESSAGES.heightMin }, FIELD_LIMITS.minWallHeightM),
  loadAbove: z.enum(LOAD_ABOVE, FIELD_MESSAGES.loadAbove),
  nearBuilding: flag(FIELD_MESSAGES.nearBuilding),
  removeOld: flag(FIELD_MESSAGES.removeWall),
  excavatorAccess: flag(FIELD_MESSAGES.excavatorAccess),
  suburb,
});

const fence = z.object({
  job: z.literal("fence"),
  type: z.enum(FENCE_TYPES, FIELD_MESSAGES.type),
  heightM: z.preprocess(
    (value) => (typeof value === "number" ? value.toFixed(1) : typeof value === "string" ? value.trim() : value),
    z.enum(FENCE_HEIGHTS, FIELD_MESSAGES.fenceHeight),
  ),
  lengthM: length,
  singleGates: gates("single gates"),
  doubleGates: gates("double gates"),
  dividing: flag(FIELD_MESSAGES.dividing),
  removeOld: flag(FIELD_MESSAGES.removeFence),
  onWallHeightM: z.preprocess(
    fromForm,
    z
      .number(FIELD_MESSAGES.wallBelow)
      .refine((m) => m === 0 || (m >= FIELD_LIMITS.wallBelow.min && m <= FIELD_LIMITS.wallBelow.max), FIELD_MESSAGES.wallBelow)
      .transform((m) => Math.round(m * 100)),
  ),
  suburb,
});

const estimateJobSchema = z.discriminatedUnion("job", [wall, fence], FIELD_MESSAGES.job);

/**
 * A pool fence lower than the pool safety standard's 1.2 m is refused with that reason, before the heights we
 * price are checked (which would only say which heights there are).
 */
function poolFenceRule(
  value: unknown,
  ctx: { addIssue: (issue: { code: "custom"; path: string[]; message: string; input: unknown }) => void },
) {
  const input = value as { job?: unknown; type?: unknown; heightM?: unknown } | null;
  const height = Number(typeof input?.heightM === "string" ? input.heightM.trim() : input?.heightM);
  if (input?.job === "fence" && input.type === "aluminium-pool" && Number.isFinite(height) && height < POOL_FENCE_MIN_M) {
    ctx.addIssue({ code: "custom", path: ["heightM"], message: FIELD_MESSAGES.poolFenceHeight, input: input.heightM });
  }
  return value;
}
const POOL_FENCE_MIN_M = 1.2;

/** POST /api/estimates/preview, and the page's form. */
export const estimateInputSchema = z.preprocess(poolFenceRule, estimateJobSchema);
export type EstimateInput = z.input<typeof estimateJobSchema>;
export type ParsedEstimateInput = z.output<typeof estimateJobSchema>;

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
    smsConsent: smsConsentField,
  }),
);
export type ParsedEstimateSend = z.output<typeof estimateSendSchema>;

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
