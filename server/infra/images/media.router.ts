import { and, eq } from "drizzle-orm";
import { Router } from "express";
import { mediaFileKey, parseMediaName } from "@shared/showcase/media-urls";
import { images } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../files/file-store";

/** A file's name holds its image's key, never given to another picture: the same URL can never show another, so a year's caching is safe. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/<key>.jpg and /media/<key>-<width>.<avif|webp>: the files of public photos (projects, site
 * photos), for anyone. A private image's files are not under these names at all, and a name that is not a
 * public photo's is a 404.
 */
export function mediaRouter(db: AppDb, files: FileStore): Router {
  const router = Router();
  router.get("/media/:name", async (req, res) => {
    const parsed = parseMediaName(req.params.name);
    const [image] = parsed
      ? await db
          .select({ widths: images.widths })
          .from(images)
          .where(and(eq(images.key, parsed.key), eq(images.visibility, "public"), eq(images.origin, "upload")))
      : [];
    const file =
      image && (parsed!.width === undefined || image.widths.includes(parsed!.width))
        ? await files.get(mediaFileKey(req.params.name))
        : undefined;
    if (!file) {
      res.status(404).type("text/plain").set("Cache-Control", "no-cache").send("Not found");
      return;
    }
    res.set({ "Content-Type": file.contentType, "Cache-Control": IMMUTABLE, "Content-Length": String(file.data.length) }).send(file.data);
  });
  return router;
}
