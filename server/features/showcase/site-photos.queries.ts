import { eq, sql } from "drizzle-orm";
import { SITE_PHOTO_SLOTS, type SitePhotoSlotKey, type SitePhotoSlotState } from "@shared/showcase/site-photo-slots";
import type { ShownImage } from "@shared/showcase/site-content";
import { images, sitePhotos, type StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import { shownImage } from "../../infra/images/image-store";
import { deleteImagesIfUnused } from "./unused-images";

/** The replaced slots, by slot. */
export async function replacedSitePhotos(db: AppDb): Promise<Record<string, ShownImage & { updatedAt: Date }>> {
  const rows = await db.select({ photo: sitePhotos, image: images }).from(sitePhotos).innerJoin(images, eq(images.id, sitePhotos.imageId));
  return Object.fromEntries(rows.map(({ photo, image }) => [photo.slot, { ...shownImage(image, photo.alt), updatedAt: photo.updatedAt }]));
}

export async function listSitePhotoSlots(db: AppDb): Promise<SitePhotoSlotState[]> {
  const replaced = await replacedSitePhotos(db);
  return (Object.keys(SITE_PHOTO_SLOTS) as SitePhotoSlotKey[]).map((slot) => {
    const { page, label, drawing } = SITE_PHOTO_SLOTS[slot];
    const current = replaced[slot];
    const { updatedAt, ...image } = current ?? { updatedAt: null };
    return { slot, page, label, drawing, current: current ? (image as ShownImage) : null, updatedAt: updatedAt?.toISOString() ?? null };
  });
}

/** The slot shows this photo from now on; the photo it showed before goes if nothing else shows it. */
export async function setSitePhoto(db: AppDb, files: FileStore, slot: SitePhotoSlotKey, image: StoredImage, alt: string): Promise<void> {
  const [previous] = await db.select({ imageId: sitePhotos.imageId }).from(sitePhotos).where(eq(sitePhotos.slot, slot));
  await db
    .insert(sitePhotos)
    .values({ slot, imageId: image.id, alt })
    .onConflictDoUpdate({ target: sitePhotos.slot, set: { imageId: image.id, alt, updatedAt: sql`now()` } });
  if (previous && previous.imageId !== image.id) await deleteImagesIfUnused(db, files, [previous.imageId]);
}

/** The slot shows its drawing again; false when it already did. */
export async function resetSitePhoto(db: AppDb, files: FileStore, slot: SitePhotoSlotKey): Promise<boolean> {
  const [removed] = await db.delete(sitePhotos).where(eq(sitePhotos.slot, slot)).returning({ imageId: sitePhotos.imageId });
  if (!removed) return false;
  await deleteImagesIfUnused(db, files, [removed.imageId]);
  return true;
}
