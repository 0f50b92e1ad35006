import type { StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import type { SiteContentCache } from "./site-content";
import { settleSitePhotos } from "./site-photos.queries";

/**
 * A public photo the task queue has made (or could not): a site photo waiting for it takes it, and every process's
 * pages show it from their next render.
 */
export function showcaseImageSettled(db: AppDb, files: FileStore, siteContent: SiteContentCache) {
  return async (image: Pick<StoredImage, "id" | "state" | "visibility">) => {
    if (image.visibility !== "public") return;
    await settleSitePhotos(db, files, image);
    await siteContent.invalidate();
  };
}
