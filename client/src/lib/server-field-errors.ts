import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiErrorBody } from "@shared/api-types";
import { ApiError } from "./api-client";

/** Field messages of a 400 answer ({ errors: { field: message } }), when there are any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as Partial<ApiErrorBody>;
    if (!parsed.errors || typeof parsed.errors !== "object") return {};
    return Object.fromEntries(Object.entries(parsed.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

/**
 * Puts the server's 400 field messages on the form's fields; messages for other names are dropped. With `conflict`,
 * a 409 (the address is taken, say) goes on that field, in the server's words or the fallback message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  conflict?: { field: Path<T>; message: string },
): void {
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: "server", message });
  }
  if (conflict && error instanceof ApiError && error.status === 409)
    setError(conflict.field, { type: "server", message: error.serverMessage ?? conflict.message });
}
