import { OPT_OUT_LINE } from "./text-api";

/*
 * The texts homeowners and staff receive, each naming the business first, in Brisbane time, short enough for one
 * segment where it can be; every text to a homeowner but the answer to STOP ends with how to opt out.
 */
/**
 * The only part of a visitor's typing a text may carry: the first name, when it is made of letters, apostrophes and
 * hyphens alone, cut to 20 characters ("Jo-Anne O'Neil" -> "Jo-Anne"). Anything else ("https://evil.example/pay",
 * "J0hn") gives no name, so no one can make the business's sender text a stranger a link or a number.
 */
export function textFirstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}'’-]+$/u.test(first) ? first.slice(0, 20) : "";
}

/**
 * A homeowner's private link in a text is kept as this placeholder and written only as the text is sent (its token
 * is derived then, as an email's is): no token is ever stored in the texts' table or shown on the lead.
 */
export const TEXT_LINKS = { booking: "[booking link]", quote: "[quote link]" } as const;
export type TextLink = keyof typeof TEXT_LINKS;

/** The placeholders' links as long as they will be, for counting segments before the text is written. */
export const withLinksOfLength = (body: string, siteUrl: string) =>
  body
    .replaceAll(TEXT_LINKS.booking, `${siteUrl}/book/${"x".repeat(32)}`)
    .replaceAll(TEXT_LINKS.quote, `${siteUrl}/quote/${"x".repeat(32)}`);

/** " Jo-Anne" after a greeting, or nothing: "thanks Jo-Anne," or "thanks,". */
const nameAfter = (name: string) => (textFirstName(name) ? ` ${textFirstName(name)}` : "");

export const receiptText = (business: string, name: string, reference: string) =>
  `${business}: thanks${nameAfter(name)}, we have your quote request ${reference}. Book your free site visit: ${TEXT_LINKS.booking} ${OPT_OUT_LINE}`;

export const visitReminderText = (business: string, window: string, phone: string) =>
  `${business}: reminder, your free site visit is tomorrow, ${window}. To change it call ${phone}. ${OPT_OUT_LINE}`;

export const onMyWayText = (business: string, staffName: string, arrival: string) =>
  `${business}: ${staffName} is on the way to your site visit, arriving about ${arrival}. ${OPT_OUT_LINE}`;

export const quoteSentText = (business: string, reference: string) =>
  `${business}: your quote ${reference} is ready: ${TEXT_LINKS.quote} ${OPT_OUT_LINE}`;

export const jobMovedText = (business: string, reference: string) =>
  `${business}: weather has pushed back your job ${reference}. We've emailed the new dates; they're on your job page too. ${OPT_OUT_LINE}`;

export const stopConfirmationText = (business: string) =>
  `${business}: you're unsubscribed and won't get any more texts from us. Reply START to get them again.`;

export const helpText = (business: string, phone: string) => `${business}: for help with our texts call ${phone}. ${OPT_OUT_LINE}`;

export const startConfirmationText = (business: string) => `${business}: you'll get texts from us again. ${OPT_OUT_LINE}`;

/** To a staff member confirming their mobile for lead alerts. */
export const mobileCodeText = (business: string, code: string) =>
  `${business}: ${code} is your code to get lead alerts on this mobile. It works for 10 minutes. If you did not ask for it, ignore this text.`;

/** To the office: "New lead waiting 5 min: Jane, Timber Fencing, Chermside" and the lead's link. */
export const leadWaitingText = (facts: string, url: string) => `New lead waiting 5 min: ${facts} ${url}`;

/** A staff member's free text always ends with the opt-out line (added when it is missing). */
export const withOptOut = (body: string) => (body.trimEnd().endsWith(OPT_OUT_LINE) ? body.trimEnd() : `${body.trimEnd()} ${OPT_OUT_LINE}`);
