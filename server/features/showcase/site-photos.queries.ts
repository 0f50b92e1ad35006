import { eq, sql } from "drizzle-orm";
import { SITE_PHOTO_SLOTS, type SitePhotoSlotKey, type SitePhotoSlotState } from "@shared/showcase/site-photo-slots";
import type { ShownImage } from "@shared/showcase/site-content";
import { images, sitePhotos, type StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import { shownImage } from "../../infra/images/image-store";
import { deleteImagesIfUnused } from "./unused-images";

/** The replaced slots whose photo is ready to show, by slot (a first photo still being made leaves the drawing). */
export async function replacedSitePhotos(db: AppDb): Promise<Record<string, ShownImage & { updatedAt: Date }>> {
  const rows = await db
    .select({ photo: sitePhotos, image: images })
    .from(sitePhotos)
    .innerJoin(images, eq(images.id, sitePhotos.imageId))
    .where(eq(images.state, "ready"));
  return Object.fromEntries(rows.map(({ photo, image }) => [photo.slot, { ...shownImage(image, photo.alt), updatedAt: photo.updatedAt }]));
}

/** Each slot's photo still being made by the task queue (a first one, or a replacement), or one it could not read. */
async function newPhotoStates(db: AppDb): Promise<Map<string, "processing" | "failed">> {
  const rows = await db
    .select({ slot: sitePhotos.slot, imageId: sitePhotos.imageId, pendingImageId: sitePhotos.pendingImageId })
    .from(sitePhotos);
  const states = new Map<string, "processing" | "failed">();
  for (const row of rows) {
    const [image] = await db
      .select({ state: images.state })
      .from(images)
      .where(eq(images.id, row.pendingImageId ?? row.imageId));
    if (image && image.state !== "ready") states.set(row.slot, image.state);
  }
  return states;
}

export async function listSitePhotoSlots(db: AppDb): Promise<SitePhotoSlotState[]> {
  const replaced = await replacedSitePhotos(db);
  const coming = await newPhotoStates(db);
  return (Object.keys(SITE_PHOTO_SLOTS) as SitePhotoSlotKey[]).map((slot) => {
    const { page, label, drawing } = SITE_PHOTO_SLOTS[slot];
    const current = replaced[slot];
    const { updatedAt, ...image } = current ?? { updatedAt: null };
    return {
      slot,
      page,
      label,
      drawing,
      current: current ? (image as ShownImage) : null,
      updatedAt: updatedAt?.toISOString() ?? null,
      newPhoto: coming.get(slot) ?? null,
    };
  });
}

/**
 * The slot takes this photo: at once when it shows its drawing (pages keep the drawing until the photo is ready);
 * as its replacement when it shows a photo, which stays on the pages until the new one is ready
 * (`settleSitePhotos`). A replacement still waiting is dropped for this one.
 */
export async function setSitePhoto(db: AppDb, files: FileStore, slot: SitePhotoSlotKey, image: StoredImage, alt: string): Promise<void> {
  const [previous] = await db.select().from(sitePhotos).where(eq(sitePhotos.slot, slot));
  if (!previous) {
    await db.insert(sitePhotos).values({ slot, imageId: image.id, alt });
    return;
  }
  await db.update(sitePhotos).set({ pendingImageId: image.id, pendingAlt: alt }).where(eq(sitePhotos.slot, slot));
  if (previous.pendingImageId !== null && previous.pendingImageId !== image.id)
    await deleteImagesIfUnused(db, files, [previous.pendingImageId]);
}

/**
 * After the task queue has made (or failed to make) an image: a slot waiting for it as its replacement takes it
 * (and the photo it showed goes if nothing else shows it), or drops it when it could not be read.
 */
export async function settleSitePhotos(db: AppDb, files: FileStore, image: Pick<StoredImage, "id" | "state">): Promise<void> {
  const waiting = await db.select().from(sitePhotos).where(eq(sitePhotos.pendingImageId, image.id));
  for (const row of waiting) {
    if (image.state === "ready") {
      await db
        .update(sitePhotos)
        .set({ imageId: image.id, alt: row.pendingAlt ?? row.alt, pendingImageId: null, pendingAlt: null, updatedAt: sql`now()` })
        .where(eq(sitePhotos.slot, row.slot));
      if (row.imageId !== image.id) await deleteImagesIfUnused(db, files, [row.imageId]);
    } else {
      await db.update(sitePhotos).set({ pendingImageId: null, pendingAlt: null }).where(eq(sitePhotos.slot, row.slot));
      await deleteImagesIfUnused(db, files, [image.id]);
    }
  }
}

/** The slot shows its drawing again; false when it already did. */
export async function resetSitePhoto(db: AppDb, files: FileStore, slot: SitePhotoSlotKey): Promise<boolean> {
  const [removed] = await db
    .delete(sitePhotos)
    .where(eq(sitePhotos.slot, slot))
    .returning({ imageId: sitePhotos.imageId, pendingImageId: sitePhotos.pendingImageId });
  if (!removed) return false;
  await deleteImagesIfUnused(db, files, [removed.imageId, ...(removed.pendingImageId === null ? [] : [removed.pendingImageId])]);
  return true;
}
