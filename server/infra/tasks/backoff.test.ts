import { expect, it } from "vitest";
import { defaultRetrySchedule, retryDelayMs } from "./backoff";

it("retries first within a minute, then doubles the gap up to an hour", () => {
  expect(retryDelayMs(1)).toBeLessThanOrEqual(60_000);
  expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  const gaps = Array.from({ length: 40 }, (_, i) => retryDelayMs(i + 1));
  for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1]!);
  expect(Math.max(...gaps)).toBe(60 * 60_000);
});

it("gives up only after a day of retrying, which takes more than 20 attempts", () => {
  expect(defaultRetrySchedule.giveUpAfterMs).toBe(24 * 60 * 60_000);
  let elapsed = 0;
  let attempts = 0;
  while (elapsed < defaultRetrySchedule.giveUpAfterMs) elapsed += retryDelayMs(++attempts);
  expect(attempts).toBeGreaterThan(20);
});
