import { and, eq } from "drizzle-orm";
import { MAX_HOMEOWNER_PIXELS } from "@shared/showcase/image-limits";
import { crewOps, jobChecklistItems, jobStages, stagePhotos } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { badRequest, HttpError } from "../../../http-error";
import type { FileStore } from "../../../infra/files/file-store";
import { receiveImage, recordReceivedImage } from "../../../infra/images/image-intake";
import type { UploadedFile } from "../../../infra/images/take-photo";
import type { CrewActor } from "./crew-access";
import { timeProblem } from "./crew-sync";

export interface CrewPhotoInput {
  opId: string;
  jobId: number;
  stage: number;
  takenAt: string;
  itemId?: number;
}

async function photoOfOp(db: AppDb, opId: string) {
  const [photo] = await db.select({ id: stagePhotos.id }).from(stagePhotos).where(eq(stagePhotos.opId, opId));
  return photo?.id;
}

/**
 * POST /api/crew/photos: the photo is checked and kept as sent, and answered; its thumbnail comes from the task
 * queue. The op's id makes it once: the same id again answers the photo already kept and stores nothing.
 */
export async function takeCrewPhoto(
  db: AppDb,
  files: FileStore,
  actor: CrewActor,
  input: CrewPhotoInput,
  upload: UploadedFile,
): Promise<{ photoId: number; replay: boolean }> {
  const already = await photoOfOp(db, input.opId);
  if (already !== undefined) return { photoId: already, replay: true };
  const takenAt = new Date(input.takenAt);
  const problem = timeProblem(takenAt, new Date());
  if (problem) throw badRequest(problem, { takenAt: problem });
  const [stage] = await db
    .select({ stage: jobStages.stage })
    .from(jobStages)
    .where(and(eq(jobStages.jobId, input.jobId), eq(jobStages.stage, input.stage)));
  if (!stage) throw badRequest("There is no such stage", { stage: `This job has no stage ${input.stage}` });
  if (input.itemId !== undefined) {
    const [item] = await db
      .select({ id: jobChecklistItems.id })
      .from(jobChecklistItems)
      .where(and(eq(jobChecklistItems.id, input.itemId), eq(jobChecklistItems.jobId, input.jobId)));
    if (!item) throw badRequest("This job's checklist has no such item", { itemId: "This job's checklist has no such item" });
  }
  const received = await receiveImage(files, upload, "private", MAX_HOMEOWNER_PIXELS);
  const photoId = await inTransaction(db, async (tx) => {
    const [kept] = await tx
      .insert(crewOps)
      .values({ opId: input.opId, type: "photo", userId: actor.id, jobId: input.jobId, at: takenAt })
      .onConflictDoNothing()
      .returning({ opId: crewOps.opId });
    if (!kept) return undefined;
    const image = await recordReceivedImage(tx, received, { variants: "thumbnail", maxPixels: MAX_HOMEOWNER_PIXELS });
    const [photo] = await tx
      .insert(stagePhotos)
      .values({
        jobId: input.jobId,
        stage: input.stage,
        imageId: image.id,
        opId: input.opId,
        takenAt,
        takenById: actor.id,
        itemId: input.itemId ?? null,
      })
      .returning({ id: stagePhotos.id });
    return photo!.id;
  });
  if (photoId !== undefined) return { photoId, replay: false };
  // the same photo arrived twice at once: the other request kept it
  await files.delete([received.originalKey]);
  const other = await photoOfOp(db, input.opId);
  if (other === undefined) throw new HttpError(409, "This photo's id was used for another change");
  return { photoId: other, replay: true };
}
