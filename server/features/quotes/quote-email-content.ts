import escapeHtml from "escape-html";
import type { BusinessProfile } from "@shared/business-profile";
import { formatCents } from "@shared/quotes/quote-math";
import type { QuoteVersion } from "@shared/schema";
import { formatDay } from "@shared/calendar/day-format";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { emailButton, greeting, htmlPage, oneLine } from "../leads";

export interface QuoteRecipient {
  name: string;
  email: string;
  reference: string;
}

/** The quote itself: a short email with the private link to read, accept or decline it. */
export function quoteEmail(version: QuoteVersion, to: QuoteRecipient, business: BusinessProfile, quoteUrl: string): OutgoingEmail {
  const until = version.expiresAt ? formatDay(version.expiresAt) : null;
  const lines = [
    greeting(to.name),
    "",
    `Here is your quote ${to.reference}${version.version > 1 ? ` (version ${version.version})` : ""}: ${formatCents(version.totalCents)} including GST.`,
    `Read it, and accept it online when you're ready${until ? `, before ${until}` : ""}: ${quoteUrl}`,
    "",
    `Questions? Call us on ${business.phone.display} (${business.hours}).`,
    "",
    business.name,
  ];
  return {
    to: [to.email],
    subject: oneLine(`Your quote ${to.reference} from ${business.name}`),
    text: lines.join("\n"),
    html: htmlPage(
      `<p>${escapeHtml(greeting(to.name))}</p><p>Here is your quote <strong>${escapeHtml(to.reference)}</strong>: <strong>${escapeHtml(formatCents(version.totalCents))}</strong> including GST.</p>` +
        emailButton(quoteUrl, "Read and accept your quote") +
        (until ? `<p>It is valid until ${escapeHtml(until)}.</p>` : "") +
        `<p>Questions? Call us on ${escapeHtml(business.phone.display)} (${escapeHtml(business.hours)}).</p><p>${escapeHtml(business.name)}</p>`,
    ),
    replyTo: business.email,
  };
}

/**
 * A follow-up of an unanswered quote: short, naming the business and its contact details, with a one-click
 * unsubscribe in the headers (RFC 8058) and in the text, as the Spam Act 2003 asks of a commercial message.
 */
export function followUpEmail(
  version: QuoteVersion,
  to: QuoteRecipient,
  business: BusinessProfile,
  links: { quote?: string; unsubscribe: string },
): OutgoingEmail {
  const lines = [
    greeting(to.name),
    "",
    `Just checking in about your quote ${to.reference} (${formatCents(version.totalCents)} including GST). Happy to answer any questions, or to adjust it.`,
    ...(links.quote ? [`Your quote: ${links.quote}`] : []),
    "",
    `${business.name} · ${business.phone.display} · ${business.email}`,
    `Don't want these reminders? Unsubscribe: ${links.unsubscribe}`,
  ];
  return {
    to: [to.email],
    subject: oneLine(`About your quote ${to.reference} - ${business.name}`),
    text: lines.join("\n"),
    html: htmlPage(
      `<p>${escapeHtml(greeting(to.name))}</p><p>Just checking in about your quote <strong>${escapeHtml(to.reference)}</strong> (${escapeHtml(formatCents(version.totalCents))} including GST). Happy to answer any questions, or to adjust it.</p>` +
        (links.quote ? emailButton(links.quote, "Read your quote") : "") +
        `<p style="color:#4b5563;font-size:13px">${escapeHtml(business.name)} · ${escapeHtml(business.phone.display)} · ${escapeHtml(business.email)}<br>` +
        `Don't want these reminders? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a>.</p>`,
    ),
    replyTo: business.email,
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The homeowner's confirmation of an acceptance, with the accepted quote as a PDF. */
export function acceptedEmail(
  version: QuoteVersion,
  to: QuoteRecipient,
  business: BusinessProfile,
  pdf: Buffer,
  coolingOffEnds: string | null,
  deposit?: { number: string; totalCents: number; dueOn: string; url: string },
): OutgoingEmail {
  const depositLine = deposit
    ? `Your deposit invoice ${deposit.number} (${formatCents(deposit.totalCents)}, due ${formatDay(deposit.dueOn)}) is ready to pay by card or bank transfer: ${deposit.url}`
    : null;
  const cooling = coolingOffEnds
    ? `You may withdraw within 5 business days, until the end of ${formatDay(coolingOffEnds)}, by telling us in writing.`
    : null;
  const lines = [
    greeting(to.name),
    "",
    `Thank you for accepting quote ${to.reference} (${formatCents(version.totalCents)} including GST). The signed quote is attached.`,
    ...(cooling ? ["", cooling] : []),
    ...(depositLine ? ["", depositLine] : []),
    "",
    `We'll call you to confirm the start date. ${business.name} · ${business.phone.display}`,
  ];
  return {
    to: [to.email],
    subject: oneLine(`Quote ${to.reference} accepted - ${business.name}`),
    text: lines.join("\n"),
    html: htmlPage(
      lines
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("") + (deposit ? emailButton(deposit.url, `View and pay deposit invoice ${deposit.number}`) : ""),
    ),
    replyTo: business.email,
    attachments: [{ filename: `quote-${to.reference}-v${version.version}.pdf`, content: pdf, contentType: "application/pdf" }],
  };
}

/** The office's alert when a homeowner accepts or declines online. */
export function answeredAlert(version: QuoteVersion, to: QuoteRecipient, alertTo: string[], adminUrl: string): OutgoingEmail {
  const accepted = version.state === "accepted";
  const text = accepted
    ? `${to.name} accepted quote ${to.reference} (${formatCents(version.totalCents)}) as "${version.acceptedName}". The lead is Won.`
    : `${to.name} declined quote ${to.reference}.${version.declinedReason ? ` Reason: ${version.declinedReason}` : ""} The lead is Lost.`;
  return {
    to: alertTo,
    subject: oneLine(`Quote ${accepted ? "accepted" : "declined"}: ${to.name}, ${to.reference}, ${formatCents(version.totalCents)}`),
    text: `${text}\n\nOpen the lead: ${adminUrl}`,
    html: htmlPage(`<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(adminUrl)}">Open the lead</a></p>`),
  };
}
