import type { Response } from "express";
import type { StoredFile } from "../infra/files/file-store";

/**
 * A private photo (a homeowner's site, a stage done) to the one person allowed it: never cached anywhere, so no
 * shared cache or back button keeps a copy, and never at a public or guessable address.
 */
export function sendPrivateFile(res: Response, file: StoredFile) {
  res
    .set({ "Content-Type": file.contentType, "Cache-Control": "private, no-store", "Content-Length": String(file.data.length) })
    .send(file.data);
}
