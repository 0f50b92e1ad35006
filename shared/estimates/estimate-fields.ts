import type { EstimateJob } from "./estimate";
import { FENCE_HEIGHTS, FENCE_TYPES, type PriceTable, WALL_MATERIALS } from "./price-table";

/*
 * The estimate's fields as the page's form and the API name them, their limits and their messages: read by the
 * zod schema (the API and the page without JavaScript) and by the page as the homeowner types, so both say the same.
 */

export const ESTIMATE_JOBS = ["wall", "fence"] as const;
export type EstimateJobKind = (typeof ESTIMATE_JOBS)[number];

export const WALL_FIELDS = ["material", "lengthM", "heightM", "loadAbove", "nearBuilding", "removeOld", "excavatorAccess"] as const;
export const FENCE_FIELDS = ["type", "heightM", "lengthM", "singleGates", "doubleGates", "dividing", "removeOld", "onWallHeightM"] as const;
export type WallField = (typeof WALL_FIELDS)[number];
export type FenceField = (typeof FENCE_FIELDS)[number];

/** A job's fields as the form holds them: text, booleans as "true"/"false". */
export type WallValues = Record<WallField, string>;
export type FenceValues = Record<FenceField, string>;

export const LOAD_ABOVE = ["none", "garden", "load"] as const;

export const FIELD_LIMITS = {
  minLengthM: 1,
  minWallHeightM: 0.2,
  maxGates: 6,
  wallBelow: { min: 0.2, max: 3 },
} as const;

export const FIELD_MESSAGES = {
  job: "Choose a retaining wall or a fence",
  material: "Choose the wall's material",
  type: "Choose the fence type",
  length: "Enter the length in metres",
  lengthMin: `The length is at least ${FIELD_LIMITS.minLengthM} m`,
  height: "Enter the height in metres",
  heightMin: `The height is at least ${FIELD_LIMITS.minWallHeightM} m`,
  fenceHeight: "Choose a height of 1.2, 1.5, 1.8 or 2.1 m",
  poolFenceHeight:
    "A pool fence must be at least 1.2 m high: the pool safety standard (AS 1926.1, which Queensland's pool safety laws apply) sets 1.2 m as the minimum",
  loadAbove: "Choose what sits above the wall",
  nearBuilding: "Say whether the wall is under 1.5 m from a building or another wall",
  removeWall: "Say whether an old wall is to be removed",
  excavatorAccess: "Say whether a small excavator can reach the wall",
  dividing: "Say whether it is a dividing fence with a neighbour",
  removeFence: "Say whether an old fence is to be removed",
  gates: (what: string) => `Enter how many ${what}, 0 to ${FIELD_LIMITS.maxGates}`,
  wallBelow: "The wall below is 0 (none) or 0.2 to 3.0 m",
} as const;

export const DEFAULT_WALL_VALUES: WallValues = {
  material: "concrete-sleeper",
  lengthM: "",
  heightM: "",
  loadAbove: "none",
  nearBuilding: "false",
  removeOld: "false",
  excavatorAccess: "true",
};

export const DEFAULT_FENCE_VALUES: FenceValues = {
  type: "colorbond",
  heightM: "1.8",
  lengthM: "",
  singleGates: "0",
  doubleGates: "0",
  dividing: "false",
  removeOld: "false",
  onWallHeightM: "0",
};

export type FieldErrors = Partial<Record<string, string>>;

const number = (text: string | undefined) => (text === undefined || text.trim() === "" ? NaN : Number(text));
const centimetres = (metres: number) => Math.round(metres * 100);
const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);
const yesNo = (value: string | undefined) => (value === "true" ? true : value === "false" ? false : undefined);

/**
 * The job the form's values describe, or each field's message. A length over 500 m or a wall over 3.0 m is a job
 * (the estimate answers "too large"); a length below 1 m is an error.
 */
export function jobOfValues(
  kind: EstimateJobKind,
  values: Partial<Record<string, string>>,
): { job: EstimateJob; errors: null } | { job: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const length = number(values.lengthM);
  if (!Number.isFinite(length)) errors.lengthM = FIELD_MESSAGES.length;
  else if (length < FIELD_LIMITS.minLengthM) errors.lengthM = FIELD_MESSAGES.lengthMin;
  const removeOld = yesNo(values.removeOld);

  if (kind === "wall") {
    const height = number(values.heightM);
    if (!Number.isFinite(height)) errors.heightM = FIELD_MESSAGES.height;
    else if (height < FIELD_LIMITS.minWallHeightM) errors.heightM = FIELD_MESSAGES.heightMin;
    const { material, loadAbove } = values;
    const nearBuilding = yesNo(values.nearBuilding);
    const excavatorAccess = yesNo(values.excavatorAccess);
    if (!isOneOf(WALL_MATERIALS, material)) errors.material = FIELD_MESSAGES.material;
    if (!isOneOf(LOAD_ABOVE, loadAbove)) errors.loadAbove = FIELD_MESSAGES.loadAbove;
    if (nearBuilding === undefined) errors.nearBuilding = FIELD_MESSAGES.nearBuilding;
    if (removeOld === undefined) errors.removeOld = FIELD_MESSAGES.removeWall;
    if (excavatorAccess === undefined) errors.excavatorAccess = FIELD_MESSAGES.excavatorAccess;
    if (Object.keys(errors).length > 0) return { job: null, errors };
    return {
      job: {
        job: "wall",
        material: material as (typeof WALL_MATERIALS)[number],
        lengthCm: centimetres(length),
        heightCm: centimetres(height),
        loadAbove: loadAbove as (typeof LOAD_ABOVE)[number],
        nearBuilding: nearBuilding!,
        removeOld: removeOld!,
        excavatorAccess: excavatorAccess!,
      },
      errors: null,
    };
  }

  const { type } = values;
  const height = values.heightM?.trim();
  const gates = (field: "singleGates" | "doubleGates", what: string) => {
    const count = number(values[field]);
    if (!Number.isInteger(count) || count < 0 || count > FIELD_LIMITS.maxGates) errors[field] = FIELD_MESSAGES.gates(what);
    return count;
  };
  const singleGates = gates("singleGates", "single gates");
  const doubleGates = gates("doubleGates", "double gates");
  const dividing = yesNo(values.dividing);
  const wallBelow = number(values.onWallHeightM);
  if (!isOneOf(FENCE_TYPES, type)) errors.type = FIELD_MESSAGES.type;
  if (!isOneOf(FENCE_HEIGHTS, height)) errors.heightM = FIELD_MESSAGES.fenceHeight;
  if (dividing === undefined) errors.dividing = FIELD_MESSAGES.dividing;
  if (removeOld === undefined) errors.removeOld = FIELD_MESSAGES.removeFence;
  const { min, max } = FIELD_LIMITS.wallBelow;
  if (!(wallBelow === 0 || (wallBelow >= min && wallBelow <= max))) errors.onWallHeightM = FIELD_MESSAGES.wallBelow;
  if (Object.keys(errors).length > 0) return { job: null, errors };
  return {
    job: {
      job: "fence",
      type: type as (typeof FENCE_TYPES)[number],
      height: height as (typeof FENCE_HEIGHTS)[number],
      lengthCm: centimetres(length),
      singleGates,
      doubleGates,
      dividing: dividing!,
      removeOld: removeOld!,
      onWallHeightCm: centimetres(wallBelow),
    },
    errors: null,
  };
}

/** The price table the page computes with, and its version (the page is rendered with them). */
export interface EstimatePrices {
  version: number;
  table: PriceTable;
}
export const ESTIMATE_PRICES_KEY = ["estimate-prices"] as const;

export const ESTIMATE_FORM_KEY = ["estimate-form"] as const;
/** Where the page's forms post: the page itself, opened at its answer (the range, or the sent estimate). */
export const ESTIMATE_FORM_ACTION = "/estimate#estimate-result";

export const CONTACT_FIELDS = ["name", "phone", "email", "suburb"] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;
export const EMPTY_CONTACT: ContactValues = { name: "", phone: "", email: "", suburb: "" };

/** What the page without JavaScript posted to /estimate, and the server's answer, which the page renders. */
export interface EstimateFormState {
  job: EstimateJobKind;
  values: Partial<Record<string, string>>;
  contact: ContactValues;
  /** the server's messages, by field (the job's fields and the contact fields) */
  errors: FieldErrors;
  /** whether the suburb sent is one the business serves (null: none given) */
  inServiceArea: boolean | null;
  /** the estimate was sent: the lead's reference and booking link */
  sent: { reference: string; bookingUrl: string } | null;
  /** a message for the whole form (throttled, or the server failed) */
  problem: string | null;
}
