import { MAX_HOMEOWNER_PIXELS } from "@shared/showcase/image-limits";
import { HttpError } from "../../http-error";
import { ImageRefused, processImage } from "./process-image";

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

/** A file the pipeline refuses, as the HTTP error that names it; any other error as it is. */
function refusalNaming(file: UploadedFile, err: unknown) {
  return err instanceof ImageRefused ? new HttpError(err.status, `${displayName(file.originalname)} ${err.message}`) : err;
}

/**
 * A homeowner's photos (of their site, of a stage done), every file through the pipeline before any is stored: a
 * refused one names itself and nothing of the upload is kept. Each comes back beside the file it was made from.
 */
export async function processHomeownerPhotos(uploads: readonly UploadedFile[]) {
  const processed = [];
  for (const upload of uploads) {
    try {
      processed.push({ upload, image: await processImage(upload.buffer, { variants: "thumbnail", maxPixels: MAX_HOMEOWNER_PIXELS }) });
    } catch (err) {
      throw refusalNaming(upload, err);
    }
  }
  return processed;
}
