/**
 * What a golf form's number input holds: its number, or 0 when the text is not a number
 * (spec section 5). Used as react-hook-form's setValueAs.
 */
export function numberOrZero(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string" || value.trim() === "") return 0;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A select's "any" choice ("") stored as null, so an optional enum field stays valid. */
export function emptyToNull(value: unknown): unknown {
  return value === "" ? null : value;
}

/** The form's text left empty is stored as "not given" (null), not as an empty string. */
export function blankToNull<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" && value.trim() === "" ? null : value]),
  ) as T;
}
