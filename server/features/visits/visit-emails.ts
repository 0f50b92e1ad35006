import { queueText } from "../texts";
import { visitReminderText } from "@shared/texts/text-words";
import { formatVisitWindow, REMINDER_MINUTE_OF_DAY } from "@shared/calendar/brisbane-time";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import { findLocalities } from "@shared/service-area/localities";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { tasks, type SiteVisit, siteVisits } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { bookingLink, bookingPath, findLead } from "../leads";
import { type VisitMessage, visitEmail, visitStaffAlert } from "./visit-email-content";

export const VISIT_EMAIL_TASK = "visit-email";
/** Homeowner emails about one lead's visit in a day, at most: moving a visit back and forth cannot fill an inbox. */
const HOMEOWNER_EMAILS_PER_DAY = 6;

interface VisitEmailPayload {
  visitId: number;
  leadId: number;
  audience: "homeowner" | "staff";
  message: VisitMessage;
  /** the window the email is about: a reminder for a window the visit has since left is not sent */
  windowStart: string;
}

async function homeownerEmailsToday(tx: AppDb, leadId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(tasks)
    .where(
      and(
        eq(tasks.type, VISIT_EMAIL_TASK),
        sql`${tasks.payload} ->> 'audience' = 'homeowner' and (${tasks.payload} ->> 'leadId')::int = ${leadId}`,
        gt(tasks.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Queues the emails of a change to a visit, in its transaction: the homeowner's (booked, moved, cancelled,
 * with the calendar invitation), the office's alert when the homeowner made the change online, and the
 * reminder at 9:00 Brisbane time the day before the window.
 */
export async function queueVisitEmails(
  tx: AppDb,
  visit: SiteVisit,
  message: Exclude<VisitMessage, "reminder">,
  { byHomeowner, business }: { byHomeowner: boolean; business: { name: string; phone: { display: string } } },
): Promise<void> {
  const base = { visitId: visit.id, leadId: visit.leadId, windowStart: visit.windowStart.toISOString() };
  if ((await homeownerEmailsToday(tx, visit.leadId)) < HOMEOWNER_EMAILS_PER_DAY) {
    await enqueueTask(tx, {
      type: VISIT_EMAIL_TASK,
      payload: { ...base, audience: "homeowner", message },
    });
  }
  if (byHomeowner) await enqueueTask(tx, { type: VISIT_EMAIL_TASK, payload: { ...base, audience: "staff", message } });
  if (message !== "cancelled") {
    const remindAt = brisbaneInstant(addDays(brisbaneDay(visit.windowStart), -1), REMINDER_MINUTE_OF_DAY);
    // a visit booked after 9:00 the day before has just been booked: no reminder, by email or text
    if (remindAt.getTime() > Date.now()) {
      await enqueueTask(tx, { type: VISIT_EMAIL_TASK, payload: { ...base, audience: "homeowner", message: "reminder" }, runAt: remindAt });
      await queueText(tx, {
        leadId: visit.leadId,
        number: (await findLead(tx, visit.leadId))?.phone ?? "",
        body: visitReminderText(business.name, formatVisitWindow(visit.windowStart, visit.windowEnd), business.phone.display),
        purpose: "visit-reminder",
        sendAt: remindAt,
        needsConsent: true,
        check: { visitId: visit.id, windowStart: visit.windowStart.toISOString() },
      });
    }
  }
}

/** The visit's emails, composed when they are sent (the business's details as they are then). */
export function visitEmailTaskHandlers({ db, config, currentBusiness, logger, secrets }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport, mail) => {
    return {
      [VISIT_EMAIL_TASK]: {
        async run(task) {
          const payload = task.payload as unknown as VisitEmailPayload;
          const [visit] = await db.select().from(siteVisits).where(eq(siteVisits.id, payload.visitId));
          const lead = await findLead(db, payload.leadId);
          if (!visit || !lead) return { giveUp: "The visit or its lead no longer exists" };
          // a reminder for a window the visit has left, or for a cancelled visit, has nothing to remind of
          if (payload.message === "reminder" && (visit.state !== "booked" || visit.windowStart.toISOString() !== payload.windowStart))
            return "done";
          const business = await currentBusiness();
          const location = lead.location;
          const homeowner = {
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            reference: lead.reference,
            suburb: (location && findLocalities(location)?.name) || null,
          };
          if (payload.audience === "staff") {
            if (payload.message === "reminder") return "done";
            const adminUrl = `${business.siteUrl}${leadAdminPath(lead)}`;
            await transport.send(visitStaffAlert(payload.message, visit, homeowner, mail.alertTo, adminUrl));
          } else {
            // the homeowner's own booking page, to move or cancel: its link is made as the email is written
            const manage = `${business.siteUrl}${bookingPath(await bookingLink(db, secrets, lead.id))}`;
            await transport.send(visitEmail(payload.message, visit, homeowner, business, manage));
          }
          logger.info({ taskId: task.id, message: payload.message, audience: payload.audience }, "visit email sent");
          return "done";
        },
      },
    };
  });
}
