import imageCompression from "browser-image-compression";
import { CREW_PHOTO_MAX_SIDE } from "@shared/crew/crew-words";

/**
 * A photo made at most 2,560 px on its longer side on the phone, as a JPEG, before it is queued: a fraction of
 * the bytes over a site's weak signal. A file this browser cannot draw (HEIC outside Safari) is queued as it is.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: CREW_PHOTO_MAX_SIDE,
      fileType: "image/jpeg",
      initialQuality: 0.85,
      // the worker would load the library from a CDN, which the site's content policy does not allow
      useWebWorker: false,
    });
    return shrunk.size > 0 ? shrunk : file;
  } catch {
    return file;
  }
}
