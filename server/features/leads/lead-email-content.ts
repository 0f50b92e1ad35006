import escapeHtml from "escape-html";
import type { BusinessProfile } from "@shared/business-profile";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { countLinks } from "../../lib/spam-verdict";

/** What both emails of a lead need, whichever form it came from. */
export interface LeadForEmail {
  /** "New quote request" or "New ad lead" */
  kindLabel: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** services in words, for the subject and the summary */
  service: string;
  /** what the visitor typed as the place, when the form asks for one */
  suburb?: string;
  /** every field the homeowner sent, in words, in form order: the staff alert */
  fields: [label: string, value: string][];
  /**
   * Only what the homeowner chose from the form's own lists (services, length, timeline, budget, a suburb
   * the service-area list knows), in the list's words: the receipt repeats none of the visitor's own text,
   * so no one can make the business's mail server carry their words to a stranger.
   */
  choices: [label: string, value: string][];
  /** why the spam rules caught it; the staff alert still goes, marked */
  spamReason: string | null;
  receivedAt: Date;
  adminUrl: string;
  /** how many photos of the site came with it: the alert says so and links to the lead, never attaching them */
  photoCount: number;
}

const brisbaneTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Brisbane",
  dateStyle: "full",
  timeStyle: "short",
});

/** Header values are one line: a CR or LF in a visitor's text must never start a header of its own. */
export const oneLine = (value: string) =>
  value
    .replace(/[\r\n\u0085\u2028\u2029\t\v\f]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/** A link as a button in an email's HTML, in the brand's green. */
export const emailButton = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1c5036;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

export const htmlPage = (body: string) =>
  `<!doctype html><html lang="en-AU"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}</body></html>`;
export const htmlRows = (rows: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="color:#4b5563">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
export const textRows = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");

const SPAM_SUBJECT_PREFIX = "[Spam?] ";
const spamNote = (reason: string) =>
  `Screened as spam (${reason}). No receipt was sent; it waits behind the Spam filter in the staff area, where Not spam restores it.`;

/** Homeowners' photos stay private: the alert counts them and sends staff to the lead, where they are. */
export const photosNote = (count: number) => `${count} ${count === 1 ? "photo" : "photos"} of the site, on the lead in the staff area`;

export function staffAlertEmail(lead: LeadForEmail, alertTo: string[]): OutgoingEmail {
  const received = brisbaneTime.format(lead.receivedAt);
  const rows: [string, string][] = [
    ["Reference", lead.reference],
    ...lead.fields,
    ...(lead.photoCount ? [["Photos", photosNote(lead.photoCount)] as [string, string]] : []),
    ["Received", `${received} (Brisbane time)`],
  ];
  const spam = lead.spamReason ? SPAM_SUBJECT_PREFIX : "";
  const subject = oneLine(spam + [`${lead.kindLabel}: ${lead.name}`, lead.service, lead.suburb].filter(Boolean).join(", "));
  const text = [
    `${lead.kindLabel} from ${lead.name}.`,
    ...(lead.spamReason ? ["", spamNote(lead.spamReason)] : []),
    "",
    textRows(rows),
    "",
    `Call: ${telHref(lead.phone)}`,
    `Email: mailto:${lead.email}`,
    `Open in the staff area: ${lead.adminUrl}`,
    "",
    "Press Reply to answer the homeowner.",
  ].join("\n");
  const html = htmlPage(
    `<p><strong>${escapeHtml(lead.kindLabel)}</strong> from ${escapeHtml(lead.name)}.</p>` +
      (lead.spamReason ? `<p style="color:#b91c1c"><strong>${escapeHtml(spamNote(lead.spamReason))}</strong></p>` : "") +
      htmlRows(rows) +
      `<p><a href="${escapeHtml(telHref(lead.phone))}">Call ${escapeHtml(lead.phone)}</a> &middot; ` +
      `<a href="mailto:${escapeHtml(encodeURIComponent(lead.email).replace(/%40/g, "@"))}">Email ${escapeHtml(lead.email)}</a> &middot; ` +
      `<a href="${escapeHtml(lead.adminUrl)}">Open in the staff area</a></p>` +
      `<p style="color:#4b5563">Press Reply to answer the homeowner.</p>`,
  );
  return { to: alertTo, subject, text, html, replyTo: lead.email };
}

/**
 * The visitor's name as the greeting when it reads as a name: letters, spaces, apostrophes, hyphens, commas
 * and full stops that end a word. Anything else (a domain, an address, digits, a link) gets no one's words
 * but ours, so the receipt cannot carry a message in the name field.
 */
const NAME_LIKE = /^[\p{L}\p{M}' ,-]+(?:\.(?=\s|$)[\p{L}\p{M}' ,-]*)*\.?$/u;
export const greeting = (name: string) => {
  const plain = oneLine(name);
  return NAME_LIKE.test(plain) && plain.length <= 60 && countLinks([plain]) === 0 ? `Hi ${plain},` : "Hello,";
};

/**
 * The homeowner's receipt. With a booking link it invites them to book the free site visit themselves; without
 * one (a link already used up), it says we will call.
 */
export function receiptEmail(
  lead: LeadForEmail,
  business: BusinessProfile,
  bookingUrl?: string,
  /** a lead sent from the instant estimate: its range as the page showed it ("$9,450 to $15,250 incl. GST"), or null beyond the table */
  estimate?: { range: string | null },
): OutgoingEmail {
  const subject = oneLine(`We have your quote request (${lead.reference}) - ${business.name}`);
  const next = bookingUrl
    ? `Book your free on-site consultation now, at a time that suits you: ${bookingUrl} (or we'll contact you ${business.responsePromise} to arrange it).`
    : `We'll contact you ${business.responsePromise} to arrange your free on-site consultation and quote.`;
  const contact = `Questions in the meantime? Call us on ${business.phone.display} (${business.hours}) and quote ${lead.reference}.`;
  const hello = greeting(lead.name);
  const estimateLine = estimate
    ? estimate.range
      ? `Your instant estimate: ${estimate.range}. It is a guide from our price list; after the free site visit you get a fixed quote.`
      : "Your job is beyond our instant estimate: we design jobs like it case by case, and the free site visit is the first step."
    : null;
  const text = [
    hello,
    "",
    `Thank you for your quote request. Your reference is ${lead.reference}.`,
    "",
    ...(estimateLine ? [estimateLine, ""] : []),
    "What you asked for:",
    textRows(lead.choices),
    "",
    next,
    contact,
    "",
    business.name,
    `${business.phone.display} · ${business.hours}`,
  ].join("\n");
  const html = htmlPage(
    `<p>${escapeHtml(hello)}</p>` +
      `<p>Thank you for your quote request. Your reference is <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(lead.reference)}</strong>.</p>` +
      (estimateLine ? `<p>${escapeHtml(estimateLine)}</p>` : "") +
      `<p><strong>What you asked for</strong></p>${htmlRows(lead.choices)}` +
      (bookingUrl
        ? `<p><a href="${escapeHtml(bookingUrl)}" style="display:inline-block;background:#1c5036;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">Book your free site visit</a></p>` +
          `<p>Or we'll contact you ${escapeHtml(business.responsePromise)} to arrange it.</p>`
        : `<p>${escapeHtml(next)}</p>`) +
      `<p>Questions in the meantime? Call us on <a href="${escapeHtml(`tel:${business.phone.e164}`)}">${escapeHtml(business.phone.display)}</a> ` +
      `(${escapeHtml(business.hours)}) and quote ${escapeHtml(lead.reference)}.</p>` +
      `<p>${escapeHtml(business.name)}</p>`,
  );
  return { to: [lead.email], subject, text, html, replyTo: business.email };
}
