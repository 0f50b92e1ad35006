/**
 * Lengths of time in milliseconds, declared once for every tier. Its own module, with nothing to run, so the
 * public entry can use a day's length without loading the calendar's formatters.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Whole days from one calendar day ("2026-11-26") to another: 0 for the same day. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
