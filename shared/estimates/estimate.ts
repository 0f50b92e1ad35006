import {
  type Band,
  FENCE_TYPE_LABELS,
  type FenceHeight,
  type FenceType,
  type PriceTable,
  WALL_MATERIAL_LABELS,
  type WallMaterial,
} from "./price-table";

/*
 * The instant estimate: one module for the page (as the homeowner types) and the server (the preview, the page
 * without JavaScript, and the lead that is sent). Lengths and heights are whole centimetres and money whole cents:
 * every figure is integer arithmetic, rounded half up where it divides, never floating point.
 */

export type LoadAbove = "none" | "garden" | "load";

export interface WallJob {
  job: "wall";
  material: WallMaterial;
  lengthCm: number;
  heightCm: number;
  loadAbove: LoadAbove;
  /** under 1.5 m from a building or another retaining wall */
  nearBuilding: boolean;
  removeOld: boolean;
  excavatorAccess: boolean;
}

export interface FenceJob {
  job: "fence";
  type: FenceType;
  height: FenceHeight;
  lengthCm: number;
  singleGates: number;
  doubleGates: number;
  dividing: boolean;
  removeOld: boolean;
  /** the retaining wall the fence stands on, 0 for none */
  onWallHeightCm: number;
}

export type EstimateJob = WallJob | FenceJob;

export type EstimateFlagCode = "needs-engineering" | "exempt" | "combined-height" | "pool-barrier" | "outside-area" | "too-large";

export interface EstimateFlag {
  code: EstimateFlagCode;
  text: string;
}

export interface EstimateLine {
  label: string;
  low: number;
  high: number;
}

export interface Estimate {
  /** cents including GST; null when the job is beyond the table (too large) */
  low: number | null;
  high: number | null;
  /** each bound to the nearest $10, half up, in cents */
  shownLow: number | null;
  shownHigh: number | null;
  lines: EstimateLine[];
  flags: EstimateFlag[];
  /** a dividing fence: the homeowner's likely half of the fence and removal lines */
  neighbourShare: Band | null;
}

/** Limits of the table: beyond them, no range ("we design these case by case"). */
export const ESTIMATE_LIMITS = { maxLengthCm: 50_000, maxWallHeightCm: 300 } as const;
/** Queensland: a wall over 1.0 m, with a load above or under 1.5 m from a building needs engineering and approval. */
export const APPROVAL_FREE_WALL_CM = 100;
/** A fence on a retaining wall, over 2.0 m combined, needs approval (and often a boundary relaxation). */
export const COMBINED_HEIGHT_LIMIT_CM = 200;
/** The pool safety standard's least barrier height. */
export const POOL_BARRIER_MIN_CM = 120;

/** a / b rounded half up, for non-negative integers. */
export const divideHalfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** Cents rounded half up to the nearest $10. */
export const toNearestTen = (cents: number) => divideHalfUp(cents, 1_000) * 1_000;

const metres = (cm: number) => `${(cm / 100).toFixed(cm % 10 === 0 ? 1 : 2)} m`;
const times = (band: Band, quantity: number, divisor = 1): Band => ({
  low: divideHalfUp(band.low * quantity, divisor),
  high: divideHalfUp(band.high * quantity, divisor),
});
const line = (label: string, amounts: Band): EstimateLine => ({ label, ...amounts });
const sum = (lines: readonly Band[]): Band => ({
  low: lines.reduce((total, l) => total + l.low, 0),
  high: lines.reduce((total, l) => total + l.high, 0),
});

export const FLAG_TEXT = {
  outsideArea: "This suburb is outside the area we usually serve: we may not be able to travel there. Call us to check.",
  tooLarge: "A job this size is beyond our instant estimate: call us, we design these case by case.",
  poolBarrier:
    "A pool barrier must be inspected and certified by a pool safety inspector before the pool is used; we build it to the standard.",
  combinedHeight:
    "A fence on a retaining wall that together stand over 2.0 m high needs building approval, and often a boundary relaxation from the council; the approval is included.",
} as const;

/** What the approval rule reads of a wall: its height, what it holds up, and whether a building is too close. */
export interface WallSite {
  heightMm: number;
  loadAbove: LoadAbove;
  /** under 1.5 m from a building or another retaining wall */
  nearBuilding: boolean;
}

/** A building or another retaining wall closer than this to a wall brings it under the approval rule. */
export const NEAR_BUILDING_M = 1.5;

/**
 * Why a wall needs an engineer's design and building approval in Queensland (none: it does not). The one
 * definition: the estimate, the quote's runs and the job's compliance register all read it.
 */
export function engineeringReasons(wall: WallSite): string[] {
  return [
    wall.heightMm > APPROVAL_FREE_WALL_CM * 10 ? "it is over 1.0 m high" : null,
    wall.loadAbove === "load" ? "it carries a load above it (a driveway, pool, building or fence)" : null,
    wall.nearBuilding ? "it is under 1.5 m from a building or another retaining wall" : null,
  ].filter((reason): reason is string => reason !== null);
}

/** A fence on a retaining wall that together stand over 2.0 m high needs approval. */
export const combinedHeightNeedsApproval = (fenceMm: number, onWallMm: number) =>
  onWallMm > 0 && fenceMm + onWallMm > COMBINED_HEIGHT_LIMIT_CM * 10;

const wallReasons = (job: WallJob) =>
  engineeringReasons({ heightMm: job.heightCm * 10, loadAbove: job.loadAbove, nearBuilding: job.nearBuilding });

function wallLines(job: WallJob, table: PriceTable): { lines: EstimateLine[]; flags: EstimateFlag[] } {
  const { extras } = table;
  // the wall face in cm² at a rate per m²: one division by 10,000
  const wall = line(
    `${WALL_MATERIAL_LABELS[job.material]} wall, ${metres(job.lengthCm)} long x ${metres(job.heightCm)} high`,
    times(table.walls[job.material], job.lengthCm * job.heightCm, 10_000),
  );
  const removal = job.removeOld
    ? line(`Remove the old wall, ${metres(job.lengthCm)}`, times(extras.removalPerMetre, job.lengthCm, 100))
    : null;
  const lines = [wall, ...(removal ? [removal] : [])];
  if (!job.excavatorAccess) {
    const base = sum(lines);
    lines.push(
      line(`No room for a small excavator: dug by hand (${extras.noExcavatorPercent}%)`, times(base, extras.noExcavatorPercent, 100)),
    );
  }
  const reasons = wallReasons(job);
  if (reasons.length === 0) {
    return {
      lines,
      flags: [
        {
          code: "exempt",
          text: "No building approval needed: the wall is 1.0 m high or less, carries no load above it and is 1.5 m or more from buildings and other walls.",
        },
      ],
    };
  }
  lines.push(line("Engineering design", extras.engineering), line("Building approval", extras.approval));
  return {
    lines,
    flags: [
      {
        code: "needs-engineering",
        text: `This wall needs an engineer's design and building approval in Queensland because ${reasons.join(", and ")}.`,
      },
    ],
  };
}

function fenceLines(job: FenceJob, table: PriceTable): { lines: EstimateLine[]; flags: EstimateFlag[]; share: Band | null } {
  const { extras } = table;
  const heightCm = Math.round(Number(job.height) * 100);
  const fence = line(
    `${FENCE_TYPE_LABELS[job.type]} fence, ${metres(heightCm)} high, ${metres(job.lengthCm)} long`,
    times(table.fences[job.type][job.height], job.lengthCm, 100),
  );
  const removal = job.removeOld
    ? line(`Remove the old fence, ${metres(job.lengthCm)}`, times(extras.removalPerMetre, job.lengthCm, 100))
    : null;
  const shared = [fence, ...(removal ? [removal] : [])];
  const lines = [...shared];
  if (job.singleGates > 0) lines.push(line(`Single gates x ${job.singleGates}`, times(extras.singleGate, job.singleGates)));
  if (job.doubleGates > 0) lines.push(line(`Double gates x ${job.doubleGates}`, times(extras.doubleGate, job.doubleGates)));
  const flags: EstimateFlag[] = [];
  if (combinedHeightNeedsApproval(heightCm * 10, job.onWallHeightCm * 10)) {
    lines.push(line("Building approval", extras.approval));
    flags.push({ code: "combined-height", text: FLAG_TEXT.combinedHeight });
  }
  if (job.type === "aluminium-pool") flags.push({ code: "pool-barrier", text: FLAG_TEXT.poolBarrier });
  const total = sum(shared);
  const share = job.dividing ? { low: divideHalfUp(total.low, 2), high: divideHalfUp(total.high, 2) } : null;
  return { lines, flags, share };
}

/** Whether the job is beyond the table: a wall over 3.0 m, or over 500 m of anything. */
export const isTooLarge = (job: EstimateJob) =>
  job.lengthCm > ESTIMATE_LIMITS.maxLengthCm || (job.job === "wall" && job.heightCm > ESTIMATE_LIMITS.maxWallHeightCm);

/** A pool barrier lower than the standard allows: the reason it is refused, or null. */
export const poolBarrierProblem = (job: EstimateJob) =>
  job.job === "fence" && job.type === "aluminium-pool" && Math.round(Number(job.height) * 100) < POOL_BARRIER_MIN_CM
    ? "A pool fence must be at least 1.2 m high (the pool safety standard)"
    : null;

/**
 * The estimate of a job from a price table. `inServiceArea` false adds the note that the business may not travel
 * there (undefined: no suburb given, no note).
 */
export function estimateJob(job: EstimateJob, table: PriceTable, inServiceArea?: boolean): Estimate {
  const areaFlags: EstimateFlag[] = inServiceArea === false ? [{ code: "outside-area", text: FLAG_TEXT.outsideArea }] : [];
  if (isTooLarge(job)) {
    return {
      low: null,
      high: null,
      shownLow: null,
      shownHigh: null,
      lines: [],
      flags: [{ code: "too-large", text: FLAG_TEXT.tooLarge }, ...areaFlags],
      neighbourShare: null,
    };
  }
  const { lines, flags, share } = job.job === "wall" ? { ...wallLines(job, table), share: null } : fenceLines(job, table);
  const total = sum(lines);
  return {
    low: total.low,
    high: total.high,
    shownLow: toNearestTen(total.low),
    shownHigh: toNearestTen(total.high),
    lines,
    flags: [...flags, ...areaFlags],
    neighbourShare: share,
  };
}
