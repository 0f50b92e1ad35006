import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import type { AlertHours } from "@shared/invoicing-details";
import { leadWaitingText } from "@shared/texts/text-words";
import { leads, smsMessages, users } from "@shared/schema";
import { brisbaneMinuteOfDay, isoWeekday, brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { queueText } from "./text-queue";
import { leadFacts } from "../leads";

export const LEAD_WAITING_TASK = "lead-waiting-check";
/** A new lead nobody opened in this long is texted to the office. */
export const LEAD_WAITING_MS = 5 * 60_000;

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether an instant falls in the business's alert hours (Brisbane time, Monday = 1). */
export function inAlertHours(hours: AlertHours, at: Date): boolean {
  const minute = brisbaneMinuteOfDay(at);
  return hours.days.includes(isoWeekday(brisbaneDay(at))) && minute >= minuteOf(hours.from) && minute < minuteOf(hours.to);
}

/** In the lead's transaction: the check, five minutes on, of whether anyone opened it. Spam is never checked. */
export async function queueLeadWaitingCheck(tx: AppDb, lead: { id: number; isSpam: boolean }): Promise<void> {
  if (lead.isSpam) return;
  await enqueueTask(tx, { type: LEAD_WAITING_TASK, payload: { leadId: lead.id }, runAt: new Date(Date.now() + LEAD_WAITING_MS) });
}

/**
 * Five minutes after a lead came: if nobody has opened it and it is the business's alert hours, every staff member
 * with a mobile and the tick "Text me when a lead waits" gets one text with the lead's link. Once per lead.
 */
export function leadWaitingTaskHandlers({
  db,
  currentOffice,
}: {
  db: AppDb;
  currentOffice: () => Promise<{ siteUrl: string; alertHours: AlertHours }>;
}): Record<string, TaskHandler> {
  return {
    [LEAD_WAITING_TASK]: {
      async run(task) {
        const { leadId } = task.payload as { leadId: number };
        const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
        if (!lead || lead.openedAt || lead.isSpam) return "done";
        const office = await currentOffice();
        if (!inAlertHours(office.alertHours, new Date())) return "done";
        const body = leadWaitingText(leadFacts(lead), `${office.siteUrl}${leadAdminPath(lead)}`);
        await inTransaction(db, async (tx) => {
          const [sent] = await tx
            .select({ id: smsMessages.id })
            .from(smsMessages)
            .where(and(eq(smsMessages.leadId, lead.id), eq(smsMessages.purpose, "lead-waiting")))
            .limit(1);
          if (sent) return;
          const staff = await tx
            .select({ id: users.id, mobile: users.mobile })
            .from(users)
            .where(and(isNull(users.disabledAt), eq(users.leadWaitingTexts, true), isNotNull(users.mobile)));
          for (const person of staff) {
            await queueText(tx, { leadId: lead.id, userId: person.id, number: person.mobile!, body, purpose: "lead-waiting" });
          }
        });
        return "done";
      },
    },
  };
}
