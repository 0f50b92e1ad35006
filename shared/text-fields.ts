import { z } from "zod";

/** A text that must be given: trimmed; missing or blank says `missing`, and longer than `limit` says `tooLong`. */
export const requiredText = (missing: string, limit: number, tooLong = `Must be ${limit} characters or fewer`) =>
  z.string(missing).trim().min(1, missing).max(limit, tooLong);

/** A code written in capitals (a lead's reference, an invoice number), accepted in any case with spaces around it. */
export const capitalCode = (missing: string, pattern: RegExp, example: string) =>
  z.string(missing).trim().toUpperCase().regex(pattern, `${missing}, e.g. ${example}`);
