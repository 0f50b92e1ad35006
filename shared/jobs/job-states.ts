import type { JobState } from "./job-api";

export interface JobProgress {
  completed: boolean;
  stages: readonly { done: boolean; days: readonly string[] }[];
}

/**
 * Where a job stands, worked out from its stages rather than stored, so it never disagrees with them: Completed
 * once staff mark it so, Practical completion when every stage is done, In progress from the first stage done or
 * the first booked day reached, Scheduled once a stage is booked.
 */
export function jobState({ completed, stages }: JobProgress, today: string): JobState {
  if (completed) return "completed";
  if (stages.length > 0 && stages.every((stage) => stage.done)) return "practical-completion";
  if (stages.some((stage) => stage.done || stage.days.some((day) => day <= today))) return "in-progress";
  if (stages.some((stage) => stage.days.length > 0)) return "scheduled";
  return "to-schedule";
}
