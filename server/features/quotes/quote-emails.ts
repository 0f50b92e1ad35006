import { eq, inArray } from "drizzle-orm";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { emailUnsubscribes, tasks, type QuoteVersion, quoteEmails, quotes, quoteVersions } from "@shared/schema";
import { brisbaneDay, brisbaneInstant, REMINDER_MINUTE_OF_DAY } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { addWorkingDays } from "@shared/calendar/working-days";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { findLead, leadLink } from "../leads";
import { acceptedEmail, answeredAlert, followUpEmail, quoteEmail } from "./quote-email-content";
import { coolingOffEnds } from "./cooling-off";
import { quotePdf } from "./quote-pdf";
import { depositInvoiceOf, invoicePath, invoiceToken } from "../invoices";

export const QUOTE_EMAIL_TASK = "quote-email";
/** Follow-ups of an unanswered quote go on these business days after it was sent, at 9:00 Brisbane time. */
export const FOLLOW_UP_BUSINESS_DAYS = [2, 5] as const;

type QuoteEmailKind = (typeof quoteEmails.$inferSelect)["kind"];

/** Queues one email about a version (with its row, which staff see), at once or at `runAt`. */
export async function queueQuoteEmail(
  tx: AppDb,
  versionId: number,
  kind: QuoteEmailKind,
  { runAt, manual = false }: { runAt?: Date; manual?: boolean } = {},
) {
  const [email] = await tx.insert(quoteEmails).values({ versionId, kind, manual }).returning();
  const task = await enqueueTask(tx, { type: QUOTE_EMAIL_TASK, payload: { quoteEmailId: email!.id }, ...(runAt ? { runAt } : {}) });
  await tx.update(quoteEmails).set({ taskId: task.id }).where(eq(quoteEmails.id, email!.id));
  return email!;
}

/** The quote's email and its follow-ups on business days 2 and 5 at 9:00, queued in the sending transaction. */
export async function queueSentQuote(tx: AppDb, version: QuoteVersion) {
  await queueQuoteEmail(tx, version.id, "quote");
  const sentDay = brisbaneDay(version.sentAt!);
  for (const days of FOLLOW_UP_BUSINESS_DAYS) {
    await queueQuoteEmail(tx, version.id, "follow-up", {
      runAt: brisbaneInstant(addWorkingDays(sentDay, days, isPublicHoliday), REMINDER_MINUTE_OF_DAY),
    });
  }
}

/** The office's task when a homeowner answers a quote: its alert. */
export const QUOTE_ALERT_TASK = "quote-alert";

export const queueAnsweredAlert = (tx: AppDb, versionId: number) => enqueueTask(tx, { type: QUOTE_ALERT_TASK, payload: { versionId } });

export async function isUnsubscribed(db: AppDb, email: string) {
  const [row] = await db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, email.trim().toLowerCase()));
  return Boolean(row);
}

/** Why a follow-up is no longer sent, or undefined when it goes. */
async function followUpStops(db: AppDb, version: QuoteVersion, stoppedAt: Date | null, email: string): Promise<string | undefined> {
  if (version.state !== "sent") return `the quote was ${version.state}`;
  if (version.expiresAt && version.expiresAt.getTime() < Date.now()) return "the quote expired";
  if (stoppedAt) return "staff logged the homeowner's reply";
  if (await isUnsubscribed(db, email)) return "the homeowner unsubscribed";
  return undefined;
}

/**
 * Sends the quote emails. Links (to the quote, to unsubscribe) are made when the email is composed, so no
 * working link waits in the queue. A follow-up whose quote was answered, expired or stopped sends nothing.
 */
export function quoteEmailTaskHandlers({ db, config, currentBusiness, logger, secrets }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport, mail) => {
    async function context(versionId: number) {
      const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.id, versionId));
      const [quote] = version ? await db.select().from(quotes).where(eq(quotes.id, version.quoteId)) : [];
      const lead = quote && (await findLead(db, quote.leadId));
      if (!version || !quote || !lead) return undefined;
      return { version, quote, lead, to: { name: lead.name, email: lead.email, reference: lead.reference } };
    }

    return {
      [QUOTE_EMAIL_TASK]: {
        async run(task) {
          const email = await db.query.quoteEmails.findFirst({ where: eq(quoteEmails.id, Number(task.payload.quoteEmailId)) });
          const found = email && (await context(email.versionId));
          if (!email || !found) return { giveUp: "The quote or its lead no longer exists" };
          const { version, quote, lead, to } = found;
          const business = await currentBusiness();
          const link = async (purpose: "quote" | "unsubscribe") =>
            `${business.siteUrl}/${purpose}/${await leadLink(db, secrets, quote.leadId, purpose)}`;
          if (email.kind === "quote") {
            await transport.send(quoteEmail(version, to, business, await link("quote")));
          } else if (email.kind === "follow-up") {
            const stop = await followUpStops(db, version, quote.followUpsStoppedAt, lead.email);
            if (stop && !email.manual) {
              logger.info({ taskId: task.id, versionId: version.id, reason: stop }, "quote follow-up not sent");
              return { giveUp: `Not sent: ${stop}` };
            }
            if (await isUnsubscribed(db, lead.email)) return { giveUp: "Not sent: the homeowner unsubscribed" };
            await transport.send(
              followUpEmail(version, to, business, {
                quote: version.state === "sent" ? await link("quote") : undefined,
                unsubscribe: await link("unsubscribe"),
              }),
            );
          } else {
            const ends = coolingOffEnds(version);
            const pdf = await quotePdf({ version, reference: lead.reference, homeowner: lead.name, coolingOffEnds: ends });
            const deposit = await depositInvoiceOf(db, version.id);
            const depositLink = deposit && {
              number: deposit.number,
              totalCents: deposit.totalCents,
              dueOn: deposit.dueOn,
              url: `${business.siteUrl}${invoicePath(await invoiceToken(db, secrets, deposit))}`,
            };
            await transport.send(acceptedEmail(version, to, business, pdf, ends, depositLink));
          }
          return "done";
        },
      },
      [QUOTE_ALERT_TASK]: {
        async run(task) {
          const found = await context(Number(task.payload.versionId));
          if (!found) return { giveUp: "The quote no longer exists" };
          const business = await currentBusiness();
          await transport.send(answeredAlert(found.version, found.to, mail.alertTo, `${business.siteUrl}${leadAdminPath(found.lead)}`));
          return "done";
        },
      },
    };
  });
}

/** The emails of a quote's versions with their states, for staff (which went out, which wait, which stopped). */
export async function quoteEmailsOf(db: AppDb, versionIds: readonly number[]) {
  if (versionIds.length === 0) return [];
  const rows = await db
    .select({ email: quoteEmails, task: tasks })
    .from(quoteEmails)
    .leftJoin(tasks, eq(tasks.id, quoteEmails.taskId))
    .where(inArray(quoteEmails.versionId, [...versionIds]));
  return rows.map(({ email, task }) => ({
    id: email.id,
    versionId: email.versionId,
    kind: email.kind,
    manual: email.manual,
    state: !task
      ? "queued"
      : task.state === "done"
        ? "sent"
        : task.state === "failed" && task.lastError?.startsWith("Not sent")
          ? "stopped"
          : task.state,
    note: task?.lastError ?? null,
    runAt: task?.runAt.toISOString() ?? null,
    finishedAt: task?.finishedAt?.toISOString() ?? null,
  }));
}
