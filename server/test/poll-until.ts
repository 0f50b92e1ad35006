/**
 * Waiting for an event a test cannot hear directly: these poll (look, pause a moment, look again) until what they
 * wait for is true, and fail naming it when it does not come. No other test code pauses: a fixed sleep passes or
 * fails with the machine's speed, and a "nothing happened" proven by sleeping proves nothing.
 */

export interface PollOptions {
  /** what is waited for, for the failure's message (a function: read when it fails) */
  what?: string | (() => string);
  timeoutMs?: number;
  everyMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Looks until `look` answers something truthy, and gives it back. */
export async function pollUntil<T>(
  look: () => T | Promise<T>,
  { what = "the condition", timeoutMs = 15_000, everyMs = 25 }: PollOptions = {},
): Promise<Exclude<T, false | null | undefined | 0 | "">> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await look();
    if (seen) return seen as Exclude<T, false | null | undefined | 0 | "">;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === "function" ? what() : what}`);
    await pause(everyMs);
  }
}
