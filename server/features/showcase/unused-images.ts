import { count, eq, or } from "drizzle-orm";
import { images, projectPhotos, sitePhotos } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import { deleteImage } from "../../infra/images/image-store";

/** An upload's row and files go once nothing shows it: a project photo or a site photo may be the same picture. */
export async function deleteImagesIfUnused(db: AppDb, files: FileStore, imageIds: readonly number[]): Promise<void> {
  for (const imageId of new Set(imageIds)) {
    const [[asProjectPhoto], [asSitePhoto]] = await Promise.all([
      db.select({ n: count() }).from(projectPhotos).where(eq(projectPhotos.imageId, imageId)),
      db
        .select({ n: count() })
        .from(sitePhotos)
        .where(or(eq(sitePhotos.imageId, imageId), eq(sitePhotos.pendingImageId, imageId))),
    ]);
    if ((asProjectPhoto?.n ?? 0) + (asSitePhoto?.n ?? 0) > 0) continue;
    const [image] = await db.select().from(images).where(eq(images.id, imageId));
    if (image?.origin === "upload") await deleteImage(db, files, image);
  }
}
