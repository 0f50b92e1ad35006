import { optionValues } from "../option-values";
import { optionsOf } from "../options";
/** What can buzz a staff member's phone; each staff member chooses theirs (all of them until they choose). */
export const PUSH_ALERTS = optionsOf({
  "new-lead": "New leads",
  "visit-booked": "New site-visit bookings",
  "quote-accepted": "Accepted quotes",
  "review-waiting": "New reviews waiting",
  "payment-received": "Payments received",
  "text-reply": "Text replies from homeowners",
});
export type PushAlert = (typeof PUSH_ALERTS)[number]["value"];
export const PUSH_ALERT_VALUES = optionValues(PUSH_ALERTS);

/**
 * A warning to the Owners alone, whatever alerts they chose: money or texts going wrong (a card event that moved
 * no money as it should, the texts' hourly cap reached). Its words hold no personal details: an invoice number,
 * a provider's event id, a count.
 */
export const OWNER_NOTICE = "owner-notice";
export type PushKind = PushAlert | typeof OWNER_NOTICE;

/** What an alert is about: a lead of either kind, a review, or an Owner's notice (its message as it will show). */
export type PushAlertSubject =
  { type: "lead"; id: number } | { type: "review"; id: number } | { type: "notice"; title: string; body: string; url: string };

/** The message a device receives, decrypted: the alert line and where tapping it goes. Nothing else. */
export interface PushMessage {
  title: string;
  body: string;
  /** a path in /admin */
  url: string;
}

/** "pushed in 1.2 s": the time from the event to the push service accepting the message. */
export const pushLatencyText = (ms: number) => `pushed in ${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} s`;
