import { and, eq } from "drizzle-orm";
import type { StageDoneAnswer } from "@shared/jobs/job-api";
import { MAX_HOMEOWNER_PIXELS } from "@shared/showcase/image-limits";
import { jobStages, leads, stagePhotos, type WorkJob } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { badRequest, HttpError } from "../../http-error";
import type { FileStore } from "../../infra/files/file-store";
import { type ReceivedImage, receiveImage, recordReceivedImage } from "../../infra/images/image-intake";
import type { UploadedFile } from "../../infra/images/take-photo";
import { acceptedVersionOf, claimStage, claimStages, invoicesOfLead, moneyOf } from "../invoices";
import type { InvoicingContext } from "../business";
import { lockJob } from "./bookings";
import { queueJobEmail } from "./job-emails";
import { holdStageDone } from "./compliance/compliance-gates";

/**
 * Every photo checked and kept as sent before the stage's transaction (a refused one names itself, and nothing of
 * the stage is recorded); their thumbnails come from the task queue. `discard` removes them again when the stage is
 * not recorded after all.
 */
export async function takeStagePhotos(files: FileStore, uploads: readonly UploadedFile[]) {
  const received: ReceivedImage[] = [];
  const discard = () => files.delete(received.map((image) => image.originalKey));
  try {
    for (const upload of uploads) received.push(await receiveImage(files, upload, "private", MAX_HOMEOWNER_PIXELS));
  } catch (err) {
    await discard();
    throw err;
  }
  return { received, discard };
}

/**
 * The stage's progress claim, issued as the stage is marked done when the business says so and the accepted
 * quote has that stage with something left to claim; otherwise why not, for staff to act on.
 */
async function claimOnDone(
  tx: AppDb,
  invoicing: InvoicingContext,
  job: WorkJob,
  stage: number,
  by: string,
): Promise<StageDoneAnswer["claim"]> {
  if (invoicing.invoicing.stageClaims === "ask") return { notIssued: "The business issues stage claims by hand: claim it from the lead" };
  const version = await acceptedVersionOf(tx, job.leadId);
  if (!version) return { notIssued: "The job has no accepted online quote to claim against" };
  const issued = await invoicesOfLead(tx, job.leadId);
  const left = claimStages(version, issued, await moneyOf(tx, issued))[stage - 1];
  if (!left) return { notIssued: `The quote has no stage ${stage} to claim` };
  if (left.leftCents <= 0) return { notIssued: `Stage ${stage} is already claimed in full` };
  const invoice = await claimStage(tx, invoicing, job.leadId, { stage }, by);
  return { invoiceNumber: invoice.number };
}

/**
 * A crew member marks a stage done, from the site: its photos kept as private images, the note, the homeowner
 * emailed, and its progress claim issued, all in the caller's transaction (the photos were taken before it). A
 * stage is done once; marking it again is refused and changes nothing.
 */
/** Whether the job's stage exists and is still to do: checked before the photos are processed, and again under the lock. */
export async function stageToDo(db: AppDb, jobId: number, stage: number): Promise<void> {
  const [row] = await db
    .select({ doneAt: jobStages.doneAt })
    .from(jobStages)
    .where(and(eq(jobStages.jobId, jobId), eq(jobStages.stage, stage)));
  if (!row) throw badRequest("There is no such stage", { stage: `This job has no stage ${stage}` });
  if (row.doneAt) throw new HttpError(409, `Stage ${stage} is already marked done`);
}

export async function markStageDone(
  tx: AppDb,
  invoicing: InvoicingContext,
  { jobId, stage }: { jobId: number; stage: number },
  done: { note: string; photos: readonly ReceivedImage[]; by: string; /** the phone's time, from the crew app */ at?: Date },
): Promise<StageDoneAnswer & { reference: string }> {
  const job = await lockJob(tx, jobId);
  if (!job) throw new HttpError(404, "Job not found");
  await holdStageDone(tx, job, stage);
  await stageToDo(tx, jobId, stage);
  const [updated] = await tx
    .update(jobStages)
    .set({ doneAt: done.at ?? new Date(), doneBy: done.by.slice(0, 120), doneNote: done.note || null })
    .where(and(eq(jobStages.jobId, jobId), eq(jobStages.stage, stage)))
    .returning();
  const photos: number[] = [];
  for (const received of done.photos) {
    const image = await recordReceivedImage(tx, received, { variants: "thumbnail", maxPixels: MAX_HOMEOWNER_PIXELS });
    const [photo] = await tx.insert(stagePhotos).values({ jobId, stage, imageId: image.id }).returning({ id: stagePhotos.id });
    photos.push(photo!.id);
  }
  await queueJobEmail(tx, { jobId, leadId: job.leadId, message: "stage-done", stage });
  const claim = await claimOnDone(tx, invoicing, job, stage, done.by);
  const [lead] = await tx.select({ reference: leads.reference }).from(leads).where(eq(leads.id, job.leadId));
  return {
    reference: lead!.reference,
    stage: {
      stage,
      description: updated!.description,
      doneAt: updated!.doneAt!.toISOString(),
      note: updated!.doneNote,
      prepare: updated!.prepare,
      photos,
    },
    claim,
  };
}
