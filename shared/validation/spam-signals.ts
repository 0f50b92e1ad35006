import { z } from "zod";

/** The hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";
/** A form sent sooner than this after it was shown was not filled in by a person. */
export const MIN_FILL_TIME_MS = 3000;

/**
 * What a public form sends beside its fields so the server can tell bots from people. Like attribution,
 * nothing here can reject a submission: a missing fill time is simply not judged.
 */
export const spamSignalsSchema = z.object({
  [HONEYPOT_FIELD]: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? value.trim() !== "" : value != null)),
  fillTimeMs: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "number" && Number.isFinite(value) ? value : null)),
});

export type SpamSignals = z.output<typeof spamSignalsSchema>;
