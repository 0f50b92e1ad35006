import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

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

/** Puts the server's 400 field messages ({ errors: { field: message } }) on the form's fields. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  let errors: unknown;
  try {
    errors = (JSON.parse(error.body) as { errors?: unknown }).errors;
  } catch {
    return;
  }
  if (!errors || typeof errors !== "object") return;
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === "string" && (fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message });
    }
  }
}

/** The form's text left empty is stored as "not given" (null), not as an empty string. */
export function blankToNull<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" && value.trim() === "" ? null : value]),
  ) as T;
}
