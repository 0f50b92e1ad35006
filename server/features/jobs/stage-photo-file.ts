import { and, eq } from "drizzle-orm";
import type { Response } from "express";
import { images, stagePhotos, type StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore, StoredFile } from "../../infra/files/file-store";
import { privateImageFile } from "../../infra/images/image-store";
import { notFound } from "../../http-error";
import { sendPrivateFile } from "../../lib/private-file";

/**
 * A job photo's file (its master, or its thumbnail), or what stands for it: "processing" until the task queue has
 * made it, "failed" when the photo could not be read. Another job's photo is never found.
 */
export type StagePhoto = { status: "ready"; file: StoredFile } | { status: "processing" | "failed" };

export async function stagePhotoFile(
  db: AppDb,
  files: FileStore,
  jobId: number,
  photoId: number,
  size: unknown,
): Promise<StagePhoto | undefined> {
  const [row] = await db
    .select({ image: images })
    .from(stagePhotos)
    .innerJoin(images, eq(images.id, stagePhotos.imageId))
    .where(and(eq(stagePhotos.id, photoId), eq(stagePhotos.jobId, jobId)));
  return privatePhoto(files, row?.image, size);
}

/** A private image's file as a photo answer: its master or thumbnail, or what stands for it while it is made. */
export async function privatePhoto(files: FileStore, image: StoredImage | undefined, size: unknown): Promise<StagePhoto | undefined> {
  if (!image) return undefined;
  if (image.state !== "ready") return { status: image.state };
  const file = await files.get(privateImageFile(image, size === "thumbnail" ? "thumbnail" : "master"));
  return file ? { status: "ready", file } : undefined;
}

/** The photo to the one person allowed it; 202 `{ status: "processing" }` while the queue makes it. */
export function sendStagePhoto(res: Response, photo: StagePhoto | undefined) {
  if (photo?.status === "ready") return sendPrivateFile(res, photo.file);
  if (photo?.status === "processing") return void res.status(202).set("Cache-Control", "no-store").json({ status: "processing" });
  throw notFound("Photo not found");
}
