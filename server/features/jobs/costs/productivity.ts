import { and, desc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { PriceSuggestions, ProductivityReport } from "@shared/costs/costs-api";
import { mm, type WorkRun } from "@shared/costs/work-runs";
import { addDays, brisbaneInstant } from "@shared/calendar/brisbane-time";
import {
  type Band,
  FENCE_HEIGHTS,
  FENCE_TYPES,
  type FenceHeight,
  type FenceType,
  STARTING_PRICE_TABLE,
  WALL_MATERIALS,
  type WallMaterial,
} from "@shared/estimates/price-table";
import type { ReportRange } from "@shared/reports/report-validation";
import { leads, quoteVersions, timeEntries, workJobs, type WorkJob } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { jobCosting } from "./job-costing";

/** How many of the latest completed jobs of a kind a suggestion learns from. */
export const SUGGESTION_JOBS = 10;

const bandMid = (band: Band) => (band.low + band.high) / 2;
/** The fence heights of the price table, nearest first: a 1.65 m fence is priced as 1.5 m. */
const nearestHeight = (heightM: number): FenceHeight =>
  FENCE_HEIGHTS.reduce((best, height) => (Math.abs(Number(height) - heightM) < Math.abs(Number(best) - heightM) ? height : best));

/** What a run is measured in: m² of wall face, or metres of fence. */
export const unitsOf = (run: WorkRun) => (run.kind === "wall" ? (mm(run.lengthM) * mm(run.heightM)) / 1_000_000 : mm(run.lengthM) / 1000);

/**
 * Each run's share of a job's hours and costs: in proportion to what the starting price table would charge for it
 * (a wall's m² at its material's rate, a fence's metres at its type and height's rate), so a job's hours are shared
 * between a wall and a fence by the work each is (docs/decisions/job-costs.md).
 */
export function runShares(runs: readonly WorkRun[]): number[] {
  const weights = runs.map((run) =>
    run.kind === "wall"
      ? unitsOf(run) * bandMid(STARTING_PRICE_TABLE.walls[run.material])
      : unitsOf(run) * bandMid(STARTING_PRICE_TABLE.fences[run.type][nearestHeight(run.heightM)]),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? weight / total : 1 / runs.length));
}

interface CompletedJob {
  job: WorkJob;
  runs: WorkRun[];
  quotedHours: number;
  actualHours: number;
}

async function completedJobs(db: AppDb, range?: ReportRange): Promise<CompletedJob[]> {
  const rows = await db
    .select({ job: workJobs, runs: quoteVersions.runs, stages: quoteVersions.stages })
    .from(workJobs)
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .innerJoin(quoteVersions, eq(quoteVersions.id, workJobs.quoteVersionId))
    .where(
      and(
        isNotNull(leads.completedAt),
        range ? gte(leads.completedAt, brisbaneInstant(range.from, 0)) : undefined,
        range ? lt(leads.completedAt, brisbaneInstant(addDays(range.to, 1), 0)) : undefined,
      ),
    )
    .orderBy(desc(leads.completedAt), desc(workJobs.id));
  const withRuns = rows.filter((row) => row.runs.length > 0);
  const entries = withRuns.length
    ? await db
        .select({ jobId: timeEntries.jobId, onAt: timeEntries.onAt, offAt: timeEntries.offAt })
        .from(timeEntries)
        .where(
          and(
            inArray(
              timeEntries.jobId,
              withRuns.map((row) => row.job.id),
            ),
            isNotNull(timeEntries.offAt),
          ),
        )
    : [];
  return withRuns.map((row) => ({
    job: row.job,
    runs: row.runs,
    quotedHours: row.stages.reduce((sum, stage) => sum + (stage.labourHours ?? 0), 0),
    actualHours:
      entries.filter((entry) => entry.jobId === row.job.id).reduce((sum, entry) => sum + entry.offAt!.getTime() - entry.onAt.getTime(), 0) /
      3_600_000,
  }));
}

const two = (value: number) => Math.round(value * 100) / 100;
const per = (hours: number, units: number) => (units > 0 ? two(hours / units) : null);

interface Tally {
  units: number;
  quoted: number;
  actual: number;
  jobs: Set<number>;
}

/** Hours per m² of wall face and per metre of fence on the jobs completed in the range (actual hours include uncharged time). */
export async function productivityReport(db: AppDb, range: ReportRange): Promise<ProductivityReport> {
  const walls = new Map<WallMaterial, Tally>();
  const fences = new Map<FenceType, Tally>();
  for (const done of await completedJobs(db, range)) {
    const shares = runShares(done.runs);
    done.runs.forEach((run, i) => {
      const key = run.kind === "wall" ? run.material : run.type;
      const tallies = (run.kind === "wall" ? walls : fences) as Map<string, Tally>;
      const tally = tallies.get(key) ?? { units: 0, quoted: 0, actual: 0, jobs: new Set<number>() };
      tally.units += unitsOf(run);
      tally.quoted += done.quotedHours * shares[i]!;
      tally.actual += done.actualHours * shares[i]!;
      tally.jobs.add(done.job.id);
      tallies.set(key, tally);
    });
  }
  return {
    walls: WALL_MATERIALS.flatMap((material) => {
      const tally = walls.get(material);
      if (!tally) return [];
      return [
        {
          material,
          areaM2: two(tally.units),
          jobs: tally.jobs.size,
          quotedHoursPerM2: per(tally.quoted, tally.units),
          actualHoursPerM2: per(tally.actual, tally.units),
        },
      ];
    }),
    fences: FENCE_TYPES.flatMap((type) => {
      const tally = fences.get(type);
      if (!tally) return [];
      return [
        {
          type,
          metres: two(tally.units),
          jobs: tally.jobs.size,
          quotedHoursPerMetre: per(tally.quoted, tally.units),
          actualHoursPerMetre: per(tally.actual, tally.units),
        },
      ];
    }),
  };
}

const toDollar = (cents: number) => Math.round(cents / 100) * 100;

/** The band a cost per unit suggests: the midpoint earns the margin and includes GST; low and high 10% either side. */
export function suggestedBand(costPerUnitCents: number, targetMarginPercent: number): Band {
  const midpoint = costPerUnitCents * (1 + targetMarginPercent / 100) * 1.1;
  return { low: toDollar(midpoint * 0.9), high: toDollar(midpoint * 1.1) };
}

interface Learned {
  costs: number[];
  heights: Set<FenceHeight>;
}

/** From the last 10 completed jobs of each wall material and fence type: the mean of each job's actual cost per unit. */
export async function priceSuggestions(db: AppDb, targetMarginPercent: number): Promise<PriceSuggestions> {
  const learned = new Map<string, Learned>();
  for (const done of await completedJobs(db)) {
    const kinds = done.runs.map((run) => (run.kind === "wall" ? run.material : run.type));
    if (kinds.every((kind) => (learned.get(kind)?.costs.length ?? 0) >= SUGGESTION_JOBS)) continue;
    const actual = (await jobCosting(db, done.job)).actual.totalCents;
    const shares = runShares(done.runs);
    // a job counts once per kind: its runs of one kind are added together
    const byKind = new Map<string, { cost: number; units: number; heights: FenceHeight[] }>();
    done.runs.forEach((run, i) => {
      const key = kinds[i]!;
      const sum = byKind.get(key) ?? { cost: 0, units: 0, heights: [] };
      sum.cost += actual * shares[i]!;
      sum.units += unitsOf(run);
      if (
        run.kind === "fence" &&
        FENCE_HEIGHTS.includes(run.heightM.toFixed(1) as FenceHeight) &&
        Number(run.heightM.toFixed(1)) === run.heightM
      )
        sum.heights.push(run.heightM.toFixed(1) as FenceHeight);
      byKind.set(key, sum);
    });
    for (const [key, sum] of byKind) {
      const seen = learned.get(key) ?? { costs: [], heights: new Set<FenceHeight>() };
      if (seen.costs.length >= SUGGESTION_JOBS || sum.units <= 0) continue;
      seen.costs.push(sum.cost / sum.units);
      for (const height of sum.heights) seen.heights.add(height);
      learned.set(key, seen);
    }
  }
  const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    targetMarginPercent,
    walls: WALL_MATERIALS.flatMap((material) => {
      const seen = learned.get(material);
      if (!seen) return [];
      const cost = mean(seen.costs);
      return [{ material, jobs: seen.costs.length, costPerUnitCents: cost, band: suggestedBand(cost, targetMarginPercent) }];
    }),
    fences: FENCE_TYPES.flatMap((type) => {
      const seen = learned.get(type);
      if (!seen) return [];
      const cost = mean(seen.costs);
      const heights = FENCE_HEIGHTS.filter((height) => seen.heights.has(height));
      return [{ type, jobs: seen.costs.length, heights, costPerUnitCents: cost, band: suggestedBand(cost, targetMarginPercent) }];
    }),
  };
}
