import { eq, inArray } from "drizzle-orm";
import { blobs } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "./file-store";

/** Files as rows of `blobs`: nothing else to run or back up (docs/decisions/photos.md says when to move to S3). */
export function pgFileStore(db: AppDb): FileStore {
  return {
    kind: "postgres",
    within: (tx) => pgFileStore(tx),
    async put(key, data, contentType) {
      await db
        .insert(blobs)
        .values({ key, data, contentType, size: data.length })
        .onConflictDoUpdate({ target: blobs.key, set: { data, contentType, size: data.length } });
    },
    async get(key) {
      const [row] = await db.select({ contentType: blobs.contentType, data: blobs.data }).from(blobs).where(eq(blobs.key, key));
      return row;
    },
    async delete(keys) {
      if (keys.length) await db.delete(blobs).where(inArray(blobs.key, [...keys]));
    },
  };
}
