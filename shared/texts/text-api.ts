/** Texts as the lead shows them, and the words of the consent tick, shared by the forms, the server and the staff screens. */

export const SMS_STATUSES = ["queued", "sent", "delivered", "failed", "undelivered", "received", "not-sent"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_PURPOSES = [
  "receipt",
  "visit-reminder",
  "on-my-way",
  "quote-sent",
  "staff-text",
  "stop-confirmation",
  "start-confirmation",
  "reply",
  "lead-waiting",
  "job-moved",
  "help-reply",
  "mobile-code",
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Texts that go whatever the number said last: the answers to its own STOP and START. */
export const ANSWERS_TO_KEYWORDS = ["stop-confirmation", "start-confirmation", "help-reply"] as const satisfies readonly SmsPurpose[];
export const goesDespiteStop = (purpose: SmsPurpose) => (ANSWERS_TO_KEYWORDS as readonly SmsPurpose[]).includes(purpose);

/**
 * Texts that count toward no hourly cap: the answers to STOP, START and HELP (the carriers' rules want them
 * answered whatever the volume), replies received, and the staff's own "lead waiting" alerts (once per lead).
 */
const UNCAPPED_PURPOSES: readonly SmsPurpose[] = [...ANSWERS_TO_KEYWORDS, "reply", "lead-waiting", "mobile-code"];
export const CAPPED_PURPOSES = SMS_PURPOSES.filter((purpose) => !UNCAPPED_PURPOSES.includes(purpose));
export const countsTowardTextCap = (purpose: SmsPurpose) => !UNCAPPED_PURPOSES.includes(purpose);

/** Why a text was held back by a cap (one receipt per number a day, the business's texts per hour). */
export const TEXT_LIMIT_REASON = "limit";

/** The tick on the quote forms (unticked by default), stored with the consent as the homeowner saw it. */
export const SMS_CONSENT_LABEL = "Text me about my quote";
export const SMS_CONSENT_WORDING =
  "Text me about my quote: the receipt, my site visit reminder and when my quote is ready. Reply STOP to opt out at any time.";

/** The lead's consent to texts, as GET /api/contact/:id answers it. */
export interface SmsConsentView {
  number: string;
  wording: string;
  at: string;
  form: string;
}

/** A text on the lead, as GET /api/contact/:id answers it. */
export interface LeadTextView {
  sid: string | null;
  direction: "out" | "in";
  body: string;
  status: SmsStatus;
  segments: number;
  at: string;
  /** a text still to go (a visit's reminder): when */
  sendAt?: string;
  /** why a text was not sent ("limit" when a cap held it back) */
  reason?: string;
  /** a reply that holds STOP or UNSUBSCRIBE among other words: staff should check whether it means to opt out */
  possibleOptOut?: true;
}

/** POST /api/contact/:id/texts */
export interface TextSent {
  status: SmsStatus;
  segments: number;
}

/** GET and PUT /api/auth/texts: a staff member's mobile ("" for none) and "Text me when a lead waits". */
export interface OwnTexts {
  mobile: string;
  leadWaitingTexts: boolean;
  /** a new mobile waiting for the code texted to it (202): it is saved once the code comes back */
  pendingMobile?: string;
}

export const MOBILE_CODE_MESSAGES = {
  format: "Enter the 6-digit code we texted to your mobile",
  wrong: "That code is not right. Check the text and try again.",
  expired: "That code has expired or was tried too often. Save your mobile again for a new code.",
} as const;

export const OPT_OUT_LINE = "Reply STOP to opt out";
export const MAX_STAFF_TEXT = 600;
