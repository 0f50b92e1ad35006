/** An Australian mobile in E.164 (+614 and eight digits), the only numbers texted; null for anything else. */
export function australianMobile(typed: string): string | null {
  const digits = typed.replace(/[\s()-]/g, "");
  const national = digits.startsWith("+61") ? `0${digits.slice(3)}` : digits.startsWith("61") ? `0${digits.slice(2)}` : digits;
  return /^04\d{8}$/.test(national) ? `+61${national.slice(1)}` : null;
}

/**
 * The words that stop every text to a number (any case), the ones that start them again (not "YES": a homeowner
 * answering a question must not undo their STOP), and the one that asks who we are.
 */
export const STOP_WORDS = ["STOP", "STOP ALL", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const START_WORDS = ["START", "UNSTOP"] as const;
export const HELP_WORDS = ["HELP", "INFO"] as const;

const asKeyword = (body: string) =>
  body
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "")
    .toUpperCase();

export function keywordOf(body: string): "stop" | "start" | "help" | null {
  const word = asKeyword(body);
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if ((START_WORDS as readonly string[]).includes(word)) return "start";
  if ((HELP_WORDS as readonly string[]).includes(word)) return "help";
  return null;
}

/** A reply that is not a keyword but holds STOP or UNSUBSCRIBE among other words ("please stop texting me"). */
export const mayMeanStop = (body: string) => keywordOf(body) === null && /\b(stop|unsubscribe)\b/i.test(body);

/** SMS_FROM: a dedicated number in E.164, or a registered alphanumeric sender ID of at most 11 letters and digits. */
export const isValidSender = (from: string) => /^\+[1-9]\d{7,14}$/.test(from) || /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(from);
