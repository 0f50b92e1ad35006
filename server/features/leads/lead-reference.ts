import { randomInt } from "node:crypto";
import { LEAD_REFERENCE_ALPHABET } from "@shared/lead-emails";

/** A short reference for a lead, e.g. RW-7K3F9Q: random (not the row id), so it cannot be guessed or counted. */
export function newLeadReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += LEAD_REFERENCE_ALPHABET[randomInt(LEAD_REFERENCE_ALPHABET.length)];
  return `RW-${code}`;
}
