import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { images, stagePhotos, tasks } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { cancelWaitingTasks, enqueueTask, rescheduleTask } from "../../infra/tasks/queue";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import type { TaskHandler } from "../../infra/tasks/worker";
import { findLead } from "../leads";
import { jobEmail, type JobMessage } from "./job-email-content";
import { jobLink, jobPath } from "./job-links";
import { findJob, jobDetail } from "./jobs.queries";
import { crewFirstNames } from "./crews.queries";
import type { FileStore } from "../../infra/files/file-store";
import { signOffFile } from "./crew-day/sign-off-file";

export const JOB_EMAIL_TASK = "job-email";
/** How long a stage-done email waits for its photos to be made before it goes without them. */
const PHOTO_WAIT_MS = 5 * 60_000;

async function photosBeingMade(db: AppDb, jobId: number, stage: number | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: stagePhotos.id })
    .from(stagePhotos)
    .innerJoin(images, eq(images.id, stagePhotos.imageId))
    .where(and(eq(stagePhotos.jobId, jobId), eq(stagePhotos.stage, stage ?? 0), eq(images.state, "processing")))
    .limit(1);
  return row !== undefined;
}
/** Bookings made one after another are told in one email, this long after the last. */
const SCHEDULED_EMAIL_DELAY_MS = 10 * 60_000;

interface JobEmailPayload {
  jobId: number;
  leadId: number;
  message: JobMessage;
  stage?: number;
}

/** The job's emails still waiting to be sent, of the given messages. */
async function waitingEmails(tx: AppDb, jobId: number, messages: readonly JobMessage[]) {
  return tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.type, JOB_EMAIL_TASK),
        inArray(tasks.state, ["queued"]),
        or(isNull(tasks.lockedUntil), sql`${tasks.lockedUntil} < now()`),
        sql`(${tasks.payload} ->> 'jobId')::int = ${jobId}`,
        inArray(sql`${tasks.payload} ->> 'message'`, [...messages]),
      ),
    );
}

/**
 * Queues an email to the homeowner about their job, in the transaction of the change. Each email says the job's
 * dates as they are when it is sent, so: bookings made together are told once, a while after the last; new dates
 * after a rain day are told at once, in one email per homeowner however many stages moved, and replace any
 * booking email still waiting.
 */
export async function queueJobEmail(tx: AppDb, payload: JobEmailPayload): Promise<void> {
  if (payload.message === "scheduled") {
    const waiting = await waitingEmails(tx, payload.jobId, ["scheduled", "moved"]);
    const runAt = new Date(Date.now() + SCHEDULED_EMAIL_DELAY_MS);
    if (waiting.length > 0) return rescheduleTask(tx, waiting[0]!.id, runAt);
    await enqueueTask(tx, { type: JOB_EMAIL_TASK, payload: { ...payload }, runAt });
    return;
  }
  if (payload.message === "moved") {
    await cancelWaitingTasks(
      tx,
      (await waitingEmails(tx, payload.jobId, ["scheduled"])).map((row) => row.id),
    );
    if ((await waitingEmails(tx, payload.jobId, ["moved"])).length > 0) return;
  }
  await enqueueTask(tx, { type: JOB_EMAIL_TASK, payload: { ...payload } });
}

/** The job's emails, written when they are sent (the dates and the business's details as they are then). */
export function jobEmailTaskHandlers({
  db,
  config,
  currentBusiness,
  logger,
  secrets,
  files,
}: EmailTaskDeps & { files: FileStore }): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => ({
    [JOB_EMAIL_TASK]: {
      async run(task) {
        const payload = task.payload as unknown as JobEmailPayload;
        const found = await findJob(db, payload.jobId);
        const lead = await findLead(db, payload.leadId);
        if (!found || !lead) return { giveUp: "The job or its lead no longer exists" };
        // "Photos are on your job page" holds once the task queue has made them: wait a moment for the stage's photos
        if (
          payload.message === "stage-done" &&
          (await photosBeingMade(db, found.id, payload.stage)) &&
          Date.now() - task.createdAt.getTime() < PHOTO_WAIT_MS
        )
          return { again: new Date(Date.now() + 2_000) };
        const detail = await jobDetail(db, found);
        const business = await currentBusiness();
        const url = `${business.siteUrl}${jobPath(await jobLink(db, secrets, lead.id))}`;
        const crewNames = await crewFirstNames(
          db,
          detail.bookings.map((booking) => booking.crewId),
        );
        const email = jobEmail(payload.message, { detail, lead, crewNames, stage: payload.stage }, business, url);
        if (payload.message === "signed-off") {
          const sheet = await signOffFile(db, files, found.id);
          if (!sheet) return { giveUp: "The sign-off sheet is missing" };
          email.attachments = [{ filename: `sign-off-${lead.reference}.pdf`, content: sheet.pdf, contentType: "application/pdf" }];
        }
        await transport.send(email);
        logger.info({ taskId: task.id, message: payload.message }, "job email sent");
        return "done";
      },
    },
  }));
}
