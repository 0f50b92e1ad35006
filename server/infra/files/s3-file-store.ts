import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileStore } from "./file-store";

export interface S3Settings {
  bucket: string;
  region: string;
  /** an S3-compatible service's address (Cloudflare R2, Backblaze B2, MinIO...); unset for AWS itself */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path rather than the host name, which most S3-compatible services want */
  forcePathStyle: boolean;
}

/** Files as objects of one bucket, under the callers' keys; the bucket stays private (the server serves them). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const store: FileStore = {
    kind: "s3",
    within: () => store,
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          contentType: object.ContentType ?? "application/octet-stream",
          data: Buffer.from(await object.Body.transformToByteArray()),
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return undefined;
        throw err;
      }
    },
    async delete(keys) {
      // DeleteObjects takes at most 1,000 keys a call
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
        );
      }
    },
  };
  return store;
}
