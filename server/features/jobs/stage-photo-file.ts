import { and, eq } from "drizzle-orm";
import { images, stagePhotos } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import { privateImageFile } from "../../infra/images/image-store";

/** A photo of one job's stage (its master, or its thumbnail), or undefined: another job's photo is never found. */
export async function stagePhotoFile(db: AppDb, files: FileStore, jobId: number, photoId: number, size: unknown) {
  const [row] = await db
    .select({ image: images })
    .from(stagePhotos)
    .innerJoin(images, eq(images.id, stagePhotos.imageId))
    .where(and(eq(stagePhotos.id, photoId), eq(stagePhotos.jobId, jobId)));
  return row ? files.get(privateImageFile(row.image, size === "thumbnail" ? "thumbnail" : "master")) : undefined;
}
