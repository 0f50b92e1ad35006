/**
 * Where file bytes live: PostgreSQL by default (pg-file-store.ts), an S3-compatible bucket when configured
 * (s3-file-store.ts). Never a server's own disk, which a second process cannot see. Keys are the callers'
 * ("media/3f2a…-800.webp"); the store knows nothing of what a file is about.
 */
import type { AppDb } from "../../db/client";

export interface StoredFile {
  contentType: string;
  data: Buffer;
}

export interface FileStore {
  readonly kind: "postgres" | "s3";
  /**
   * The store as seen from inside a transaction: the PostgreSQL store then writes through it (its rows commit or
   * roll back with the change, and an embedded database's one connection is not waited on); S3 is itself.
   */
  within(tx: AppDb): FileStore;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no file under the key */
  get(key: string): Promise<StoredFile | undefined>;
  /** deleting a key that holds nothing is not an error */
  delete(keys: readonly string[]): Promise<void>;
}
