/** The hidden field that people never see and bots fill in. No zod here: the public forms' first load reads it. */
export const HONEYPOT_FIELD = "website";
/** A form sent sooner than this after it was shown was not filled in by a person. */
export const MIN_FILL_TIME_MS = 3000;
