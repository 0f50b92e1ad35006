import type { BUDGET_OPTIONS, LENGTH_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "../constants";
import type { Estimate, EstimateJob } from "./estimate";

/*
 * An estimate sent by a homeowner becomes a quote request like any other: its service, length, timeline and budget
 * read from the estimate, so the lead desk, the screening and the reports treat it as they treat the quote form's.
 */

type OptionValue<T extends readonly { value: string }[]> = T[number]["value"];

const WALL_SERVICE = {
  "concrete-sleeper": "Concrete Sleeper Retaining Wall",
  "composite-sleeper": "Composite Sleeper Retaining Wall",
  "timber-sleeper": "Timber Sleeper Retaining Wall",
} as const satisfies Record<string, (typeof SERVICE_OPTIONS)[number]>;

const FENCE_SERVICE = {
  colorbond: "Colorbond Fencing",
  "timber-paling": "Timber Fencing",
  "aluminium-pool": "Aluminium Fencing",
  "aluminium-garden": "Aluminium Fencing",
} as const satisfies Record<string, (typeof SERVICE_OPTIONS)[number]>;

export function quoteFieldsOfEstimate(job: EstimateJob, estimate: Estimate) {
  const service: (typeof SERVICE_OPTIONS)[number] = job.job === "wall" ? WALL_SERVICE[job.material] : FENCE_SERVICE[job.type];
  const length: OptionValue<typeof LENGTH_OPTIONS> = job.lengthCm < 1_000 ? "under-10m" : job.lengthCm <= 3_000 ? "10-30m" : "over-30m";
  // an instant estimate is the first step: the homeowner has not said when
  const timeline: OptionValue<typeof TIMELINE_OPTIONS> = "just-researching";
  const high = estimate.high;
  const budget: OptionValue<typeof BUDGET_OPTIONS> =
    high === null ? "over-20k" : high < 500_000 ? "under-5k" : high < 1_000_000 ? "5k-10k" : high < 2_000_000 ? "10k-20k" : "over-20k";
  return { service, length, timeline, budget };
}

/** "$9,450 to $15,250 incl. GST", the shown bounds; null beyond the table. */
export function estimateRangeText(estimate: Pick<Estimate, "shownLow" | "shownHigh">): string | null {
  if (estimate.shownLow === null || estimate.shownHigh === null) return null;
  const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-AU", { maximumFractionDigits: 0 })}`;
  return `${dollars(estimate.shownLow)} to ${dollars(estimate.shownHigh)} incl. GST`;
}

/** A lead's instant estimate as staff see it beside the lead: what the homeowner was shown, and from which table. */
export function leadEstimateView(sent: { tableVersion: number; estimate: Estimate }) {
  return {
    tableVersion: sent.tableVersion,
    range: estimateRangeText(sent.estimate),
    lines: sent.estimate.lines,
    flags: sent.estimate.flags,
    neighbourShare: sent.estimate.neighbourShare,
  };
}

/** Where a lead sent from the instant estimate came from, in the lead's header and the owner's reports. */
export const ESTIMATE_SOURCE = "Instant estimate";
