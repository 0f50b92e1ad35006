import { and, eq } from "drizzle-orm";
import { MAX_HOMEOWNER_PIXELS } from "@shared/showcase/image-limits";
import { images, jobCosts } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { notFound } from "../../../http-error";
import type { FileStore } from "../../../infra/files/file-store";
import { receiveImage, recordReceivedImage } from "../../../infra/images/image-intake";
import { deleteImagesLater } from "../../../infra/images/image-store";
import type { UploadedFile } from "../../../infra/images/take-photo";
import { privatePhoto, type StagePhoto } from "../stage-photo-file";

async function costOf(db: AppDb, jobId: number, costId: number) {
  const [cost] = await db
    .select()
    .from(jobCosts)
    .where(and(eq(jobCosts.id, costId), eq(jobCosts.jobId, jobId)));
  if (!cost) throw notFound("Cost not found");
  return cost;
}

/**
 * A receipt's photo on a cost recorded against a job: checked and kept as sent, its thumbnail made by the task
 * queue, private to staff. A second receipt replaces the first (which is deleted later).
 */
export async function attachReceipt(db: AppDb, files: FileStore, jobId: number, costId: number, upload: UploadedFile): Promise<void> {
  await costOf(db, jobId, costId);
  const received = await receiveImage(files, upload, "private", MAX_HOMEOWNER_PIXELS);
  await inTransaction(db, async (tx) => {
    const [cost] = await tx.select().from(jobCosts).where(eq(jobCosts.id, costId)).for("update");
    if (!cost) throw notFound("Cost not found");
    const image = await recordReceivedImage(tx, received, { variants: "thumbnail", maxPixels: MAX_HOMEOWNER_PIXELS });
    await tx.update(jobCosts).set({ receiptImageId: image.id }).where(eq(jobCosts.id, costId));
    if (cost.receiptImageId !== null) await deleteImagesLater(tx, [cost.receiptImageId]);
  });
}

/** The receipt of a job's cost (its master or thumbnail); another job's is never found. */
export async function receiptPhoto(
  db: AppDb,
  files: FileStore,
  jobId: number,
  costId: number,
  size: unknown,
): Promise<StagePhoto | undefined> {
  const cost = await costOf(db, jobId, costId);
  if (cost.receiptImageId === null) return undefined;
  const [image] = await db.select().from(images).where(eq(images.id, cost.receiptImageId));
  return privatePhoto(files, image, size);
}
