import type { StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import type { FileStore } from "../files/file-store";
import { storeImage } from "./image-store";
import { ImageRefused, processImage, type ProcessOptions } from "./process-image";

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

/** A file's name as a message may quote it: one line, no control characters, not too long. */
export const displayName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .trim()
    .slice(0, 100) || "The photo";

/**
 * One uploaded file through the pipeline into the store. A file the pipeline refuses becomes an HTTP error
 * whose message names the file ("holiday.pdf is not a photo we can use..."), and nothing is stored.
 */
export async function takePhoto(
  db: AppDb,
  files: FileStore,
  file: UploadedFile,
  visibility: StoredImage["visibility"],
  variants: ProcessOptions["variants"],
): Promise<StoredImage> {
  try {
    return await storeImage(db, files, await processImage(file.buffer, { variants }), visibility);
  } catch (err) {
    if (err instanceof ImageRefused) throw new HttpError(err.status, `${displayName(file.originalname)} ${err.message}`);
    throw err;
  }
}
