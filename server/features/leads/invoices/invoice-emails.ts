import { eq } from "drizzle-orm";
import { type Invoice, invoices } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant } from "@shared/visits/brisbane-time";
import { REMINDER_MINUTE_OF_DAY } from "@shared/visits/site-visits";
import type { AppDb } from "../../../db/client";
import { addBusinessDays } from "../../../infra/calendar/business-days";
import { enqueueJob } from "../../../infra/jobs/queue";
import type { JobHandler } from "../../../infra/jobs/worker";
import { type EmailJobDeps, mailJobHandlers } from "../../../infra/mail/mail-jobs";
import { findLead } from "../lead-records";
import { invoiceIssuedEmail, invoiceReminderEmail } from "./invoice-email-content";
import { invoiceStatus, owedCents } from "./invoice-ledger";
import { invoicePath, invoiceToken } from "./invoice-links";
import { moneyOf } from "./invoices.queries";

export const INVOICE_EMAIL_JOB = "invoice-email";

/** An unpaid invoice's reminders: the business day after its due day, and a week after that, at 9:00 Brisbane time. */
export function reminderTimes(dueOn: string): Date[] {
  const first = addBusinessDays(dueOn, 1);
  return [first, addDays(first, 7)].map((day) => brisbaneInstant(day, REMINDER_MINUTE_OF_DAY));
}

/**
 * Queued with the invoice, in its transaction: the email that sends it (a deposit invoice rides in the
 * acceptance's confirmation instead) and an invoice's two reminders, each of which sends nothing once paid.
 */
export async function queueInvoiceEmails(tx: AppDb, invoice: Invoice) {
  if (invoice.kind !== "deposit") await enqueueJob(tx, { type: INVOICE_EMAIL_JOB, payload: { invoiceId: invoice.id, email: "issued" } });
  if (invoice.kind === "credit") return;
  for (const runAt of reminderTimes(invoice.dueOn)) {
    await enqueueJob(tx, { type: INVOICE_EMAIL_JOB, payload: { invoiceId: invoice.id, email: "reminder" }, runAt });
  }
}

export function invoiceEmailJobHandlers({ db, config, currentBusiness, secrets }: EmailJobDeps): Record<string, JobHandler> {
  return mailJobHandlers(config.mail, (transport) => ({
    [INVOICE_EMAIL_JOB]: {
      async run(job) {
        const [invoice] = await db
          .select()
          .from(invoices)
          .where(eq(invoices.id, Number(job.payload.invoiceId)));
        const lead = invoice && (await findLead(db, invoice.leadId));
        if (!invoice || !lead) return { giveUp: "The invoice or its lead no longer exists" };
        const business = await currentBusiness();
        const url = `${business.siteUrl}${invoicePath(await invoiceToken(db, secrets, invoice))}`;
        const to = { name: lead.name, email: lead.email };
        if (job.payload.email === "reminder") {
          const money = (await moneyOf(db, [invoice])).get(invoice.id)!;
          const status = invoiceStatus(money, brisbaneDay(new Date()));
          if (status !== "overdue") return { giveUp: `Not sent: the invoice is ${status}` };
          await transport.send(invoiceReminderEmail(invoice, owedCents(money), to, business, url));
        } else {
          await transport.send(invoiceIssuedEmail(invoice, to, business, url));
        }
        return "done";
      },
    },
  }));
}
