import imageCompression from "browser-image-compression";
import { UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import type { LeadPhotoUploadAnswer } from "@shared/leads/lead-photos";
import { uploadWithProgress } from "@/lib/upload-with-progress";

/**
 * The part of the photo field that does the work, loaded only once the visitor reaches the field: the
 * compression library is most of it.
 */

/**
 * A phone's 12-megapixel photo made at most 2048 px on its longer side, as a JPEG: a fraction of the bytes
 * over a mobile connection, and its location data stays on the phone. A file this browser cannot draw (HEIC
 * outside Safari) goes as it is; the server decodes it.
 */
async function shrink(file: File, signal: AbortSignal): Promise<File> {
  try {
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: UPLOAD_LIMITS.shrinkToPixels,
      fileType: "image/jpeg",
      initialQuality: 0.85,
      // the worker would load the library from a CDN, which the site's content policy does not allow
      useWebWorker: false,
      signal,
    });
    return shrunk.size > 0 && shrunk.size < file.size ? new File([shrunk], file.name, { type: shrunk.type }) : file;
  } catch (error) {
    if (signal.aborted) throw error;
    return file;
  }
}

/** Shrinks one photo and sends it, reporting progress; answers the token the form sends with the lead. */
export async function sendSitePhoto(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string> {
  const photo = await shrink(file, signal);
  const body = new FormData();
  body.append("photo", photo, file.name);
  const answer = await uploadWithProgress<LeadPhotoUploadAnswer>("POST", "/api/lead-photos", body, { onProgress, signal });
  const token = answer.photos[0]?.token;
  if (!token) throw new Error("The photo was not stored");
  return token;
}
