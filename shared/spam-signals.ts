import { z } from "zod";

import { HONEYPOT_FIELD } from "./spam-field";

export { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "./spam-field";

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
