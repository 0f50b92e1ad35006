import { formatDay } from "../calendar/day-format";
import type { JobState } from "./job-api";

/** What the homeowner can do before the crew comes: on the job page and in the emails. */
export const JOB_PREPARATION = [
  "Move cars off the driveway and clear of the work area the night before.",
  "Keep pets inside while the crew is on site.",
  "Leave the side gate unlocked, or tell us how to get through, so the crew can reach the back.",
  "Let your neighbours know a machine and a truck may be on the street.",
] as const;

/** A stage's days as words: "Monday 7 December 2026", or "Monday 7 December 2026 to Wednesday 9 December 2026 (3 days)". */
export function stageDaysText(days: readonly string[]): string {
  if (days.length === 0) return "Date to be confirmed";
  if (days.length === 1) return formatDay(days[0]!);
  return `${formatDay(days[0]!)} to ${formatDay(days[days.length - 1]!)} (${days.length} working days)`;
}

/** Names as a sentence: "Sam", "Sam and Alex", "Sam, Alex and Jo". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** What happens next on a job, as its homeowner reads it. */
export function jobNextStep(
  state: JobState,
  stages: readonly { stage: number; description: string; days: readonly string[]; crew: string; doneAt: string | null }[],
): string {
  if (state === "completed") return "Your job is complete. Thank you for choosing us.";
  if (state === "practical-completion")
    return "Every stage is done. We'll be in touch to walk through the finished job with you and hand it over.";
  const next = stages.find((stage) => !stage.doneAt);
  if (!next) return "We're choosing the days for your job and will email them to you as soon as they're set.";
  if (next.days.length === 0) {
    return next.stage === 1
      ? "We're choosing the days for your job and will email them to you as soon as they're set."
      : `Next: stage ${next.stage}, ${next.description}. We'll email you its days as soon as they're set.`;
  }
  return `Next: stage ${next.stage}, ${next.description}, from ${formatDay(next.days[0]!)}${next.crew ? ` with ${next.crew}` : ""}.`;
}
