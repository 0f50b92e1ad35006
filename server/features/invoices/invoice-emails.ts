import { eq } from "drizzle-orm";
import { type Invoice, invoices } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant, REMINDER_MINUTE_OF_DAY } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { addWorkingDays } from "@shared/calendar/working-days";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import { findLead } from "../leads";
import { invoiceIssuedEmail, invoiceReminderEmail } from "./invoice-email-content";
import { invoiceStatus, owedCents } from "./invoice-ledger";
import { invoicePath, invoiceToken } from "./invoice-links";
import { moneyOf } from "./invoices.queries";

export const INVOICE_EMAIL_TASK = "invoice-email";

/** An unpaid invoice's reminders: the business day after its due day, and a week after that, at 9:00 Brisbane time. */
export function reminderTimes(dueOn: string): Date[] {
  const first = addWorkingDays(dueOn, 1, isPublicHoliday);
  return [first, addDays(first, 7)].map((day) => brisbaneInstant(day, REMINDER_MINUTE_OF_DAY));
}

/**
 * Queued with the invoice, in its transaction: the email that sends it (a deposit invoice rides in the
 * acceptance's confirmation instead) and an invoice's two reminders, each of which sends nothing once paid.
 */
export async function queueInvoiceEmails(tx: AppDb, invoice: Invoice) {
  if (invoice.kind !== "deposit") await enqueueTask(tx, { type: INVOICE_EMAIL_TASK, payload: { invoiceId: invoice.id, email: "issued" } });
  if (invoice.kind === "credit") return;
  for (const runAt of reminderTimes(invoice.dueOn)) {
    await enqueueTask(tx, { type: INVOICE_EMAIL_TASK, payload: { invoiceId: invoice.id, email: "reminder" }, runAt });
  }
}

export function invoiceEmailTaskHandlers({ db, config, currentBusiness, secrets }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => ({
    [INVOICE_EMAIL_TASK]: {
      async run(task) {
        const invoice = await db.query.invoices.findFirst({ where: eq(invoices.id, Number(task.payload.invoiceId)) });
        const lead = invoice && (await findLead(db, invoice.leadId));
        if (!invoice || !lead) return { giveUp: "The invoice or its lead no longer exists" };
        const business = await currentBusiness();
        const url = `${business.siteUrl}${invoicePath(await invoiceToken(db, secrets, invoice))}`;
        const to = { name: lead.name, email: lead.email };
        if (task.payload.email === "reminder") {
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
