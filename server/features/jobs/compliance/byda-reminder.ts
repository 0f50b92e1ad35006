import escapeHtml from "escape-html";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { brisbaneInstant, REMINDER_MINUTE_OF_DAY } from "@shared/calendar/brisbane-time";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { workingDaysBefore } from "@shared/calendar/working-days";
import { COMPLIANCE_THRESHOLDS } from "@shared/compliance/compliance-rules";
import { jobCompliance, jobStages, leads, tasks, users } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { type EmailTaskDeps, mailTaskHandlers } from "../../../infra/mail/mail-tasks";
import { enqueueOwnerNotice } from "../../../infra/push/push-queue";
import { enqueueTask } from "../../../infra/tasks/queue";
import type { TaskHandler } from "../../../infra/tasks/worker";
import { findJob } from "../jobs.queries";
import { complianceSettingsOf } from "./compliance.queries";

export const BYDA_EXPIRY_CHECK_TASK = "byda-expiry-check";
export const BYDA_EXPIRY_EMAIL_TASK = "byda-expiry-email";

interface ReminderPayload extends Record<string, unknown> {
  jobId: number;
  reference: string;
  validUntil: string;
}

/** The job panel on the schedule, where its register is. */
const jobRegisterPath = (jobId: number) => `/admin/schedule?job=${jobId}`;

const weekday = new Intl.DateTimeFormat("en-AU", { weekday: "long", timeZone: "Australia/Brisbane" });

/** "RW-XXXXXX: Before You Dig plans expire Thursday; lodge a new enquiry" */
export const bydaReminderText = (jobReference: string, validUntil: string) =>
  `${jobReference}: Before You Dig plans expire ${weekday.format(new Date(`${validUntil}T12:00:00+10:00`))}; lodge a new enquiry`;

/** 9:00 Brisbane time, two Queensland working days before the plans' last valid day. */
export const bydaReminderAt = (validUntil: string) =>
  brisbaneInstant(
    workingDaysBefore(validUntil, COMPLIANCE_THRESHOLDS.bydaReminderWorkingDays.value, isPublicHoliday),
    REMINDER_MINUTE_OF_DAY,
  );

/**
 * Queues the reminder of an enquiry as it is recorded, in its transaction: for its moment, or at once when that has
 * passed. Once per enquiry reference and valid-until day: recording the same enquiry again queues nothing.
 */
export async function queueBydaReminder(tx: AppDb, jobId: number, enquiry: { reference: string; validUntil: string }): Promise<void> {
  const [already] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.type, BYDA_EXPIRY_CHECK_TASK),
        sql`(${tasks.payload} ->> 'jobId')::int = ${jobId}`,
        sql`${tasks.payload} ->> 'reference' = ${enquiry.reference}`,
        sql`${tasks.payload} ->> 'validUntil' = ${enquiry.validUntil}`,
      ),
    )
    .limit(1);
  if (already) return;
  const moment = bydaReminderAt(enquiry.validUntil);
  const payload: ReminderPayload = { jobId, reference: enquiry.reference, validUntil: enquiry.validUntil };
  await enqueueTask(tx, { type: BYDA_EXPIRY_CHECK_TASK, payload, runAt: moment > new Date() ? moment : undefined });
}

/** Whether the reminder still matters: the job's enquiry is still this one and its stage that digs is still to do. */
async function stillDigging(db: AppDb, payload: ReminderPayload): Promise<string | undefined> {
  const job = await findJob(db, payload.jobId);
  if (!job) return undefined;
  const [byda] = await db
    .select({ fields: jobCompliance.fields })
    .from(jobCompliance)
    .where(and(eq(jobCompliance.jobId, job.id), eq(jobCompliance.code, "byda"), eq(jobCompliance.stage, 0)));
  if (byda?.fields.reference !== payload.reference || byda.fields.validUntil !== payload.validUntil) return undefined;
  const { digStage } = await complianceSettingsOf(db, job.id);
  const [dig] = await db
    .select({ doneAt: jobStages.doneAt })
    .from(jobStages)
    .where(and(eq(jobStages.jobId, job.id), eq(jobStages.stage, digStage)));
  if (!dig || dig.doneAt) return undefined;
  const [lead] = await db.select({ reference: leads.reference }).from(leads).where(eq(leads.id, job.leadId));
  return lead?.reference;
}

/**
 * At the reminder's moment: when the plans still matter, the office's push and the email, queued together. Runs on
 * the alerts' worker, so the push goes whether or not mail is set up.
 */
export function bydaReminderTaskHandlers(db: AppDb): Record<string, TaskHandler> {
  return {
    [BYDA_EXPIRY_CHECK_TASK]: {
      async run(task) {
        const payload = task.payload as ReminderPayload;
        const reference = await stillDigging(db, payload);
        if (!reference) return "done";
        await inTransaction(db, async (tx) => {
          await enqueueOwnerNotice(
            tx,
            {
              title: "Before You Dig plans expiring",
              body: bydaReminderText(reference, payload.validUntil),
              url: jobRegisterPath(payload.jobId),
            },
            { office: true },
          );
          await enqueueTask(tx, { type: BYDA_EXPIRY_EMAIL_TASK, payload });
        });
        return "done";
      },
    },
  };
}

/** The reminder's email, to LEAD_ALERT_TO and every active office account's address. */
export function bydaReminderEmailTaskHandlers({ db, config, currentBusiness }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport, mail) => ({
    [BYDA_EXPIRY_EMAIL_TASK]: {
      async run(task) {
        const payload = task.payload as ReminderPayload;
        const reference = await stillDigging(db, payload);
        if (!reference) return "done";
        const staff = await db
          .select({ email: users.email })
          .from(users)
          .where(and(isNull(users.disabledAt), isNotNull(users.email), inArray(users.role, ["owner", "staff"])));
        const to = [...new Set([...mail.alertTo, ...staff.map((row) => row.email!)])];
        const link = `${(await currentBusiness()).siteUrl.replace(/\/$/, "")}${jobRegisterPath(payload.jobId)}`;
        const text = bydaReminderText(reference, payload.validUntil);
        await transport.send({
          to,
          subject: text,
          text: [text, "", `Enquiry ${payload.reference}, plans valid until ${payload.validUntil}.`, "", link].join("\n"),
          html: `<p style="margin:0 0 16px"><strong>${escapeHtml(text)}</strong></p><p>Enquiry ${escapeHtml(payload.reference)}, plans valid until ${escapeHtml(payload.validUntil)}.</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        });
        return "done";
      },
    },
  }));
}
