import { FENCE_TYPE_LABELS, WALL_MATERIAL_LABELS } from "../estimates/price-table";
import type { TakeoffRules } from "./takeoff-rules";
import { type FenceRun, mm, type WallRun, type WorkRun } from "./work-runs";

/*
 * The materials take-off: what a quote's runs need, from the Owner's rule table. Pure, so the server (the job's order
 * list, its quoted materials) and the staff screen (the quote editor) say the same. Arithmetic in whole millimetres;
 * litres and cubic metres are rounded up once, at the end of each run; equal items of several runs are then added.
 */

export const TAKEOFF_UNITS = ["each", "bag", "m", "m³", "m²"] as const;
export type TakeoffUnit = (typeof TAKEOFF_UNITS)[number];

export interface TakeoffLine {
  item: string;
  /** whole, except m³ (to 0.1) */
  quantity: number;
  unit: TakeoffUnit;
}

/** A wall's posts go in at least this deep (or as deep as the wall is high). */
export const MIN_WALL_EMBEDMENT_MM = 600;
/** Holes are 300 mm across up to this height, 450 mm above it; each 100 mm deeper than the post's embedment. */
export const SMALL_HOLE_MAX_HEIGHT_MM = 1000;
export const HOLE_EXTRA_DEPTH_MM = 100;
export const CONCRETE_BAG_LITRES = 10;
/** Timber paling fences: a third rail from this height; each paling covers 125 mm. */
export const THREE_RAILS_FROM_MM = 1800;
export const PALING_COVER_MM = 125;
/** Drainage behind a wall: gravel 300 mm thick, geofabric 500 mm above the wall's height. */
const GRAVEL_DEPTH_MM = 300;
const GEOFABRIC_EXTRA_MM = 500;

/** The order lines appear in: what is ordered first on a job comes first. */
const RANK = {
  sleeper: 0,
  post: 1,
  hole: 2,
  concrete: 3,
  agPipe: 4,
  gravel: 5,
  geofabric: 6,
  panel: 7,
  rail: 8,
  paling: 9,
  postMix: 10,
  gate: 11,
} as const;

/** A line while it is worked out: m³ counted in tenths, so that adding runs stays exact. */
interface Counted {
  item: string;
  unit: TakeoffUnit;
  count: number;
  rank: number;
}

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);
const grouped = (n: number) => n.toLocaleString("en-AU");
/** The smallest stock length at least `needed`; past the longest, the length itself to the next 100 mm, cut to order. */
export const stockLengthFor = (needed: number, stock: readonly number[]) =>
  stock.find((length) => length >= needed) ?? ceilDiv(needed, 100) * 100;

export const POOL_GATE_KIT = "Pool gate kit (self-closing, latch at 1,500 mm)";

function wallLines(run: WallRun, rules: TakeoffRules): Counted[] {
  const rule = rules.walls[run.material];
  const [L, H] = [mm(run.lengthM), mm(run.heightM)];
  const sleeperLength = rule.sleeperLengthMm.value;
  const sleeperHeight = rule.sleeperHeightMm.value;
  const courses = ceilDiv(H, sleeperHeight);
  const sleepers = ceilDiv(courses * ceilDiv(L, sleeperLength) * (100 + rule.wastePercent.value), 100);
  const posts = ceilDiv(L, rule.postSpacingMm.value) + 1;
  const depth = holeDepthMm(run, rules);
  const embedment = depth - HOLE_EXTRA_DEPTH_MM;
  const postLength = stockLengthFor(H + embedment, rules.stockLengthsMm.value);
  const diameter = H <= SMALL_HOLE_MAX_HEIGHT_MM ? 300 : 450;
  const litres = (posts * Math.PI * (diameter / 2) ** 2 * depth) / 1_000_000;
  const post =
    run.material === "timber-sleeper" ? `Treated pine post 125 mm x ${grouped(postLength)} mm` : `Steel H-post ${grouped(postLength)} mm`;
  return [
    {
      item: `${WALL_MATERIAL_LABELS[run.material]} ${grouped(sleeperLength)} x ${grouped(sleeperHeight)} mm`,
      unit: "each",
      count: sleepers,
      rank: RANK.sleeper,
    },
    { item: post, unit: "each", count: posts, rank: RANK.post },
    { item: `Post hole ${grouped(diameter)} x ${grouped(depth)} mm`, unit: "each", count: posts, rank: RANK.hole },
    { item: "Concrete 20 kg bag", unit: "bag", count: Math.ceil(litres / CONCRETE_BAG_LITRES), rank: RANK.concrete },
    { item: "Slotted ag pipe 100 mm", unit: "m", count: ceilDiv(L, 1000) + 1, rank: RANK.agPipe },
    // mm³ to tenths of a m³: 1e8
    { item: "Drainage gravel 20 mm", unit: "m³", count: ceilDiv(L * H * GRAVEL_DEPTH_MM, 100_000_000), rank: RANK.gravel },
    { item: "Geofabric", unit: "m²", count: ceilDiv(L * (H + GEOFABRIC_EXTRA_MM), 1_000_000), rank: RANK.geofabric },
  ];
}

function fencePostItem(run: FenceRun, length: number): string {
  if (run.type === "timber-paling") return `Treated pine post 125 mm x ${grouped(length)} mm`;
  if (run.type === "colorbond") return `Colorbond post ${grouped(length)} mm`;
  return `Aluminium post 50 mm x ${grouped(length)} mm`;
}

function fenceLines(run: FenceRun, rules: TakeoffRules): Counted[] {
  const rule = rules.fences[run.type];
  const [L, H] = [mm(run.lengthM), mm(run.heightM)];
  const panels = ceilDiv(L, rule.panelWidthMm.value);
  const posts = panels + 1 + run.singleGates + run.doubleGates;
  const postLength = stockLengthFor(H + rule.embedmentMm.value, rules.stockLengthsMm.value);
  const lines: Counted[] = [{ item: fencePostItem(run, postLength), unit: "each", count: posts, rank: RANK.post }];
  if (run.type === "timber-paling") {
    lines.push({ item: "Rail", unit: "each", count: panels * (H >= THREE_RAILS_FROM_MM ? 3 : 2), rank: RANK.rail });
    const palings = ceilDiv(ceilDiv(L, PALING_COVER_MM) * (100 + rule.wastePercent.value), 100);
    lines.push({ item: "Paling", unit: "each", count: palings, rank: RANK.paling });
  } else {
    lines.push({ item: `${FENCE_TYPE_LABELS[run.type]} panel`, unit: "each", count: panels, rank: RANK.panel });
  }
  lines.push({ item: "Post-mix 20 kg bag", unit: "bag", count: posts * rule.postMixBagsPerPost.value, rank: RANK.postMix });
  const singleKit = run.type === "aluminium-pool" ? POOL_GATE_KIT : "Single gate kit";
  lines.push({ item: singleKit, unit: "each", count: run.singleGates, rank: RANK.gate });
  lines.push({ item: "Double gate kit", unit: "each", count: run.doubleGates, rank: RANK.gate });
  return lines;
}

/** How deep a run's holes go: a wall's posts sit as deep as it is high (at least 600 mm), a fence's at its embedment. */
export function holeDepthMm(run: WorkRun, rules: TakeoffRules): number {
  if (run.kind === "wall") return Math.max(mm(run.heightM), MIN_WALL_EMBEDMENT_MM) + HOLE_EXTRA_DEPTH_MM;
  return rules.fences[run.type].embedmentMm.value + HOLE_EXTRA_DEPTH_MM;
}

/** One line per item, summed over the runs, in a stable order (by kind of material, then by name); none of 0. */
export function takeoff(runs: readonly WorkRun[], rules: TakeoffRules): TakeoffLine[] {
  const summed = new Map<string, Counted>();
  for (const run of runs) {
    for (const line of run.kind === "wall" ? wallLines(run, rules) : fenceLines(run, rules)) {
      const key = `${line.item}\u0000${line.unit}`;
      const seen = summed.get(key);
      if (seen) seen.count += line.count;
      else summed.set(key, { ...line });
    }
  }
  return [...summed.values()]
    .filter((line) => line.count > 0)
    .sort((a, b) => a.rank - b.rank || a.item.localeCompare(b.item, "en-AU", { numeric: true }))
    .map((line) => ({ item: line.item, quantity: line.unit === "m³" ? line.count / 10 : line.count, unit: line.unit }));
}
