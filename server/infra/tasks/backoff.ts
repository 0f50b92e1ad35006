/**
 * Retry schedule of a task that failed: 30 s after the first failure, doubling to at most
 * an hour, and given up (state "failed") only once it has been retried for a day.
 */
export interface RetrySchedule {
  firstRetryMs: number;
  maxGapMs: number;
  giveUpAfterMs: number;
}

export const defaultRetrySchedule: RetrySchedule = {
  firstRetryMs: 30_000,
  maxGapMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** Gap before the retry that follows failed attempt number `attempts` (1 = the first send). */
export function retryDelayMs(attempts: number, schedule: RetrySchedule = defaultRetrySchedule): number {
  return Math.min(schedule.maxGapMs, schedule.firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20));
}
