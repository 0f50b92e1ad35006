import { asc, eq, inArray } from "drizzle-orm";
import type { CrewPhotoView } from "@shared/crew/crew-api";
import { images, stagePhotos } from "@shared/schema";
import type { AppDb } from "../../../db/client";

/** Where the crew app and staff read a job photo's thumbnail. */
export const crewPhotoUrl = (jobId: number, photoId: number) => `/api/crew/jobs/${jobId}/photos/${photoId}?size=thumbnail`;

/** Every photo of the given jobs (staff's and the crews'), oldest first, with whether its thumbnail exists yet. */
export async function photosOfJobs(db: AppDb, jobIds: readonly number[]): Promise<Map<number, CrewPhotoView[]>> {
  const byJob = new Map<number, CrewPhotoView[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ id: stagePhotos.id, jobId: stagePhotos.jobId, stage: stagePhotos.stage, itemId: stagePhotos.itemId, state: images.state })
    .from(stagePhotos)
    .innerJoin(images, eq(images.id, stagePhotos.imageId))
    .where(inArray(stagePhotos.jobId, [...jobIds]))
    .orderBy(asc(stagePhotos.id));
  for (const row of rows)
    byJob.set(row.jobId, [
      ...(byJob.get(row.jobId) ?? []),
      { photoId: row.id, stage: row.stage, itemId: row.itemId, status: row.state, thumbnailUrl: crewPhotoUrl(row.jobId, row.id) },
    ]);
  return byJob;
}
