import escapeHtml from "escape-html";
import type { BusinessProfile } from "@shared/business-profile";
import { formatCents } from "@shared/quotes/quote-math";
import type { Invoice } from "@shared/schema";
import { formatDay } from "@shared/calendar/day-format";
import { chargesGst, includingGst, invoiceTitle } from "@shared/invoices/invoice-words";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { emailButton, greeting, htmlPage, oneLine } from "../leads";

export interface InvoiceRecipient {
  name: string;
  email: string;
}

function invoiceMessage(
  to: InvoiceRecipient,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
  business: BusinessProfile,
): OutgoingEmail {
  const closing = [`Questions? Call us on ${business.phone.display} (${business.hours}).`, business.name];
  return {
    to: [to.email],
    subject: oneLine(subject),
    text: [greeting(to.name), "", ...paragraphs.flatMap((p) => [p, ""]), `${link.label}: ${link.url}`, "", ...closing].join("\n"),
    html: htmlPage(
      `<p>${escapeHtml(greeting(to.name))}</p>` +
        paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
        emailButton(link.url, link.label) +
        closing.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
    ),
    replyTo: business.email,
  };
}

/** A progress claim, the final claim or a credit note, as it is issued. */
export function invoiceIssuedEmail(invoice: Invoice, to: InvoiceRecipient, business: BusinessProfile, url: string): OutgoingEmail {
  if (invoice.kind === "credit") {
    return invoiceMessage(
      to,
      `Credit note ${invoice.number} from ${business.name}`,
      [`We've issued credit note ${invoice.number} for ${formatCents(-invoice.totalCents)}${includingGst(chargesGst(invoice.issuer))}.`],
      { url, label: "View your credit note" },
      business,
    );
  }
  return invoiceMessage(
    to,
    `${invoiceTitle(invoice.kind, chargesGst(invoice.issuer))} ${invoice.number} from ${business.name}`,
    [
      `Here is ${invoiceTitle(invoice.kind, chargesGst(invoice.issuer)).toLowerCase()} ${invoice.number} for ${formatCents(invoice.totalCents)}${includingGst(chargesGst(invoice.issuer))}, due ${formatDay(invoice.dueOn)}.`,
      "You can pay by card or bank transfer from the invoice page.",
    ],
    { url, label: "View and pay your invoice" },
    business,
  );
}

/** The reminder of an invoice still owed after its due day. */
export function invoiceReminderEmail(
  invoice: Invoice,
  owedCents: number,
  to: InvoiceRecipient,
  business: BusinessProfile,
  url: string,
): OutgoingEmail {
  return invoiceMessage(
    to,
    `Reminder: invoice ${invoice.number} was due ${formatDay(invoice.dueOn)} - ${business.name}`,
    [
      `A friendly reminder: ${formatCents(owedCents)} of invoice ${invoice.number} was due on ${formatDay(invoice.dueOn)}.`,
      "If you've paid in the last few days, thank you, and please ignore this email.",
    ],
    { url, label: "View and pay your invoice" },
    business,
  );
}
