/**
 * A lead's one reference, e.g. RW-7K3F9Q: told to the homeowner (POST answer, /thank-you, receipt) and
 * shown to staff everywhere. Random, not the row id, so it cannot be guessed or counted. The alphabet has
 * no 0/O, 1/I/L, U/V: nothing to mishear on the phone.
 */
export const LEAD_REFERENCE_PREFIX = "RW-";
export const LEAD_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const LEAD_REFERENCE_LENGTH = 6;
export const LEAD_REFERENCE_PATTERN = /^RW-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

const CODE = new RegExp(`^(?:RW)?([${LEAD_REFERENCE_ALPHABET}]{${LEAD_REFERENCE_LENGTH}})$`);

/**
 * The reference a person means when they read one out or type it loosely: "rw-cfb9zg", "RW CFB9ZG",
 * "cfb9zg" and "RW.CFB9ZG" are all RW-CFB9ZG. Undefined when the text cannot be a reference.
 */
export function referenceFromQuery(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s\-_.#/]+/g, "");
  const code = CODE.exec(compact)?.[1];
  return code ? `${LEAD_REFERENCE_PREFIX}${code}` : undefined;
}

/**
 * An Australian phone number in its national digits, however it was written: "0412 345 678",
 * "+61 412 345 678", "(07) 5550 0123" and "0061412345678" give 0412345678 and 0755500123.
 */
export function nationalPhoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  if (digits.startsWith("0061")) return `0${digits.slice(4)}`;
  if (digits.startsWith("61") && digits.length === 11) return `0${digits.slice(2)}`;
  return digits;
}

/** Text that is only a phone number (digits, spaces, + ( ) - .) with enough digits to mean one. */
export const MIN_PHONE_SEARCH_DIGITS = 6;
export function phoneFromQuery(text: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(text.trim())) return undefined;
  const digits = nationalPhoneDigits(text);
  return digits.length >= MIN_PHONE_SEARCH_DIGITS ? digits : undefined;
}
