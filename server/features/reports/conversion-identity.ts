import { createHash } from "node:crypto";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** An email as Google's enhanced conversions match it: trimmed and in lower case. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** An Australian phone number in E.164 ("0412 345 678" -> "+61412345678"); null when it is not one we can read. */
export function australianE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.startsWith("61") && digits.length === 11) return `+${digits}`;
  if (digits.startsWith("0") && digits.length === 10) return `+61${digits.slice(1)}`;
  return null;
}

/** The lower-case hex SHA-256 of the normalised email and phone: what the enhanced-conversions file holds, never the plain values. */
export function hashedIdentity(email: string, phone: string): { email: string; phone: string } {
  const e164 = australianE164(phone);
  const mail = normalisedEmail(email);
  return { email: mail ? sha256(mail) : "", phone: e164 ? sha256(e164) : "" };
}
