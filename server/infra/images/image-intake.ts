import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { images, type StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import type { FileStore } from "../files/file-store";
import { enqueueTask } from "../tasks/queue";
import type { TaskHandler } from "../tasks/worker";
import { putImageFiles } from "./image-store";
import { checkPhotoHeader, ImageRefused, processImage, type ProcessOptions } from "./process-image";
import { displayName, type UploadedFile } from "./take-photo";

export const IMAGE_DERIVATION_TASK = "image-derivation";

/** An upload checked and kept as sent, waiting for the queue to make what is shown of it. */
export interface ReceivedImage {
  key: string;
  originalKey: string;
  width: number;
  height: number;
  size: number;
  visibility: StoredImage["visibility"];
}

/**
 * The part of the image pipeline a request waits for: the checks that need no decoding (what the bytes are, that
 * both readers agree, the size the header claims) and the file kept as sent, under a random private key. Decoding,
 * turning upright, leaving the EXIF (the GPS position) behind and every derivative are the queue's
 * (`IMAGE_DERIVATION_TASK`): a phone's ten photos no longer hold a request for a minute. The original is deleted
 * once its derivatives exist. A refused file names itself, and nothing is kept.
 */
export async function receiveImage(
  files: FileStore,
  upload: UploadedFile,
  visibility: StoredImage["visibility"],
  maxPixels: number,
): Promise<ReceivedImage> {
  let header: { width: number; height: number };
  try {
    header = await checkPhotoHeader(upload.buffer, maxPixels);
  } catch (err) {
    throw err instanceof ImageRefused ? new HttpError(err.status, `${displayName(upload.originalname)} ${err.message}`) : err;
  }
  // a public photo's key names its /media URLs (16 hex digits, as a content hash does); never reused, so they stay
  // immutable. A private photo's is longer: nothing can guess it.
  const key = randomBytes(visibility === "public" ? 8 : 16).toString("hex");
  const originalKey = `originals/${key}`;
  await files.put(originalKey, upload.buffer, "application/octet-stream");
  return { key, originalKey, width: header.width, height: header.height, size: upload.buffer.length, visibility };
}

/**
 * The received image's row, "processing", and the task that makes its derivatives, in the caller's transaction:
 * the row that shows it and the promise to finish it are one unit of work.
 */
export async function recordReceivedImage(
  tx: AppDb,
  received: ReceivedImage,
  options: ProcessOptions & { maxPixels: number },
): Promise<StoredImage> {
  const [row] = await tx
    .insert(images)
    .values({
      visibility: received.visibility,
      origin: "upload",
      key: received.key,
      width: received.width,
      height: received.height,
      widths: [],
      size: received.size,
      state: "processing",
      originalKey: received.originalKey,
    })
    .returning();
  await enqueueTask(tx, {
    type: IMAGE_DERIVATION_TASK,
    payload: { imageId: row!.id, variants: options.variants, maxPixels: options.maxPixels },
  });
  return row!;
}

/** What is told when an image is made, or could not be: the parts that show it (a site photo waiting for it) act. */
export type ImageSettled = (image: Pick<StoredImage, "id" | "state" | "visibility">) => Promise<void>;

/** Makes a received image's master and derivatives, then lets the original go. */
export function imageDerivationTaskHandlers(
  db: AppDb,
  files: FileStore,
  settled: ImageSettled = async () => undefined,
): Record<string, TaskHandler> {
  return {
    [IMAGE_DERIVATION_TASK]: {
      async run(task) {
        const imageId = Number(task.payload.imageId);
        const [image] = await db.select().from(images).where(eq(images.id, imageId));
        if (!image || image.state !== "processing" || !image.originalKey) return "done";
        const original = await files.get(image.originalKey);
        if (!original) {
          await db.update(images).set({ state: "failed", originalKey: null }).where(eq(images.id, imageId));
          return { giveUp: "The original is gone" };
        }
        const variants = task.payload.variants === "all" ? "all" : "thumbnail";
        let processed;
        try {
          processed = await processImage(original.data, { variants, maxPixels: Number(task.payload.maxPixels) || undefined });
        } catch (err) {
          // busy (503) is worth another try; a photo the pipeline refuses stays refused
          if (err instanceof ImageRefused && err.status !== 503) {
            await db.update(images).set({ state: "failed", originalKey: null }).where(eq(images.id, imageId));
            await files.delete([image.originalKey]);
            await settled({ id: imageId, state: "failed", visibility: image.visibility });
            return { giveUp: `Refused: ${err.message}` };
          }
          throw err;
        }
        const { widths, size } = await putImageFiles(files, image.visibility, image.key, processed);
        await db
          .update(images)
          .set({ state: "ready", originalKey: null, width: processed.width, height: processed.height, widths, size })
          .where(eq(images.id, imageId));
        await files.delete([image.originalKey]);
        await settled({ id: imageId, state: "ready", visibility: image.visibility });
        return "done";
      },
    },
  };
}
