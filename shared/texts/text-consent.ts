import { z } from "zod";

/**
 * The quote forms' "Text me about my quote" tick: true only when ticked; missing (or a form's unticked box) is false.
 * A form without JavaScript sends "on" or "true".
 */
export const smsConsentField = z
  .preprocess(
    (value) => (value === "on" || value === "true" ? true : value === "false" || value === "" ? false : value),
    z.boolean("Tick the box or leave it"),
  )
  .optional()
  .default(false);
