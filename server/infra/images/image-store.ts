import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { mediaFileKey, masterUrl } from "@shared/showcase/media-urls";
import type { ShownImage } from "@shared/showcase/site-content";
import { images, type StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { queueFileDeletion } from "../files/file-deletions";
import type { FileStore } from "../files/file-store";
import type { ImageFile, ProcessedImage } from "./process-image";

const CONTENT_TYPE: Record<ImageFile["format"], string> = { jpeg: "image/jpeg", webp: "image/webp", avif: "image/avif" };
const EXTENSION: Record<ImageFile["format"], string> = { jpeg: "jpg", webp: "webp", avif: "avif" };

/**
 * The file-store keys of an image's files. A public one's are named like its /media URLs (the key is its
 * content hash); a private one's sit under private/ with a random key, so no URL can be guessed or built.
 */
function fileKey(visibility: StoredImage["visibility"], key: string, file: Pick<ImageFile, "format" | "width">, isMaster: boolean) {
  if (visibility === "private") return isMaster ? `private/${key}.jpg` : `private/${key}-${file.width}.${EXTENSION[file.format]}`;
  return mediaFileKey(isMaster ? `${key}.jpg` : `${key}-${file.width}.${EXTENSION[file.format]}`);
}

/** Every file key an uploaded image holds in the file store (none for a drawing). */
export function imageFileKeys(image: StoredImage): string[] {
  if (image.origin !== "upload") return [];
  const original = image.originalKey ? [image.originalKey] : [];
  if (image.state !== "ready") return original;
  const formats: ImageFile["format"][] = image.visibility === "public" ? ["avif", "webp"] : ["webp"];
  return [
    ...original,
    fileKey(image.visibility, image.key, { format: "jpeg", width: image.width }, true),
    ...image.widths.flatMap((width) => formats.map((format) => fileKey(image.visibility, image.key, { format, width }, false))),
  ];
}

/** Puts a processed image's master and derivatives in the file store under its key: their widths and bytes. */
export async function putImageFiles(files: FileStore, visibility: StoredImage["visibility"], key: string, processed: ProcessedImage) {
  const stored = [{ file: processed.master, isMaster: true }, ...processed.variants.map((file) => ({ file, isMaster: false }))];
  await Promise.all(
    stored.map(({ file, isMaster }) => files.put(fileKey(visibility, key, file, isMaster), file.data, CONTENT_TYPE[file.format])),
  );
  return {
    widths: [...new Set(processed.variants.map((file) => file.width))].sort((a, b) => a - b),
    size: stored.reduce((sum, { file }) => sum + file.data.length, 0),
  };
}

/**
 * Keeps a processed image: its files in the file store, then its row. A public image is named by its
 * content, so uploading the same photo twice keeps it once.
 */
export async function storeImage(
  db: AppDb,
  files: FileStore,
  processed: ProcessedImage,
  visibility: StoredImage["visibility"],
): Promise<StoredImage> {
  const key = visibility === "public" ? processed.hash : randomBytes(16).toString("hex");
  if (visibility === "public") {
    const [existing] = await db.select().from(images).where(eq(images.key, key));
    if (existing) return existing;
  }
  const { widths, size } = await putImageFiles(files, visibility, key, processed);
  const [row] = await db
    .insert(images)
    .values({
      visibility,
      origin: "upload",
      key,
      width: processed.width,
      height: processed.height,
      widths,
      size,
    })
    .onConflictDoNothing({ target: images.key })
    .returning();
  if (row) return row;
  // the same photo was stored by another request a moment ago
  const [existing] = await db.select().from(images).where(eq(images.key, key));
  if (!existing) throw new Error("storeImage: the image row vanished");
  return existing;
}

/** Removes an image's row and its files; the caller has made sure nothing shows it any more. */
export async function deleteImage(db: AppDb, files: FileStore, image: StoredImage): Promise<void> {
  await db.delete(images).where(eq(images.id, image.id));
  await files.delete(imageFileKeys(image));
}

/**
 * Deletes images' rows in the transaction given and queues their files' deletion in it: the files go after the rows
 * commit (deleteQueuedFiles), and the queue retries any the store could not delete then.
 */
export async function deleteImagesLater(tx: AppDb, imageIds: readonly number[]) {
  if (imageIds.length === 0) return undefined;
  const removed = await tx
    .delete(images)
    .where(inArray(images.id, [...imageIds]))
    .returning();
  return queueFileDeletion(tx, removed.flatMap(imageFileKeys));
}

/** A private image's file: its master, or its thumbnail. */
export function privateImageFile(image: StoredImage, which: "master" | "thumbnail"): string {
  const width = image.widths[0] ?? image.width;
  return which === "master"
    ? fileKey("private", image.key, { format: "jpeg", width: image.width }, true)
    : fileKey("private", image.key, { format: "webp", width }, false);
}

/** A public image as a page shows it, with the alt text of where it is shown. */
export function shownImage(image: StoredImage, alt: string): ShownImage {
  if (image.origin === "drawing") return { src: image.key, width: image.width, height: image.height, alt };
  return { src: masterUrl(image.key), width: image.width, height: image.height, alt, key: image.key, widths: image.widths };
}
