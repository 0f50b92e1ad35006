import escapeHtml from "escape-html";
import type { BusinessProfile } from "@shared/business-profile";
import type { OutgoingEmail } from "../mail/transport";

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
  /** the suburb, when the form asks for one */
  suburb?: string;
  /** every field the homeowner sent, in words, in form order */
  fields: [label: string, value: string][];
  receivedAt: Date;
  adminUrl: string;
}

const brisbaneTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Brisbane",
  dateStyle: "full",
  timeStyle: "short",
});

/** Header values are one line: a CR or LF in a visitor's text must never start a header of its own. */
export const oneLine = (value: string) => value.replace(/[\r\n\u0085\u2028\u2029\t\v\f]+/g, " ").replace(/\s{2,}/g, " ").trim();

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const htmlPage = (body: string) =>
  `<!doctype html><html lang="en-AU"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}</body></html>`;
const htmlRows = (rows: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left" valign="top" style="color:#4b5563">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join("")}</table>`;
const textRows = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");

export function staffAlertEmail(lead: LeadForEmail, alertTo: string[]): OutgoingEmail {
  const received = brisbaneTime.format(lead.receivedAt);
  const rows: [string, string][] = [["Reference", lead.reference], ...lead.fields, ["Received", `${received} (Brisbane time)`]];
  const subject = oneLine([`${lead.kindLabel}: ${lead.name}`, lead.service, lead.suburb].filter(Boolean).join(", "));
  const text = [
    `${lead.kindLabel} from ${lead.name}.`,
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
      htmlRows(rows) +
      `<p><a href="${escapeHtml(telHref(lead.phone))}">Call ${escapeHtml(lead.phone)}</a> &middot; ` +
      `<a href="mailto:${escapeHtml(encodeURIComponent(lead.email).replace(/%40/g, "@"))}">Email ${escapeHtml(lead.email)}</a> &middot; ` +
      `<a href="${escapeHtml(lead.adminUrl)}">Open in the staff area</a></p>` +
      `<p style="color:#4b5563">Press Reply to answer the homeowner.</p>`,
  );
  return { to: alertTo, subject, text, html, replyTo: lead.email };
}

export function receiptEmail(lead: LeadForEmail, business: BusinessProfile): OutgoingEmail {
  const subject = oneLine(`We have your quote request (${lead.reference}) - ${business.name}`);
  const next = `We'll contact you ${business.responsePromise} to arrange your free on-site consultation and quote.`;
  const contact = `Questions in the meantime? Call us on ${business.phone.display} (${business.hours}) and quote ${lead.reference}.`;
  const text = [
    `Hi ${lead.name},`,
    "",
    `Thank you for your quote request. Your reference is ${lead.reference}.`,
    "",
    "What you asked for:",
    textRows(lead.fields),
    "",
    next,
    contact,
    "",
    business.name,
    `${business.phone.display} · ${business.hours}`,
  ].join("\n");
  const html = htmlPage(
    `<p>Hi ${escapeHtml(lead.name)},</p>` +
      `<p>Thank you for your quote request. Your reference is <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(lead.reference)}</strong>.</p>` +
      `<p><strong>What you asked for</strong></p>${htmlRows(lead.fields)}` +
      `<p>${escapeHtml(next)}</p>` +
      `<p>Questions in the meantime? Call us on <a href="${escapeHtml(`tel:${business.phone.e164}`)}">${escapeHtml(business.phone.display)}</a> ` +
      `(${escapeHtml(business.hours)}) and quote ${escapeHtml(lead.reference)}.</p>` +
      `<p>${escapeHtml(business.name)}</p>`,
  );
  return { to: [lead.email], subject, text, html, replyTo: business.email };
}
