import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobs } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { createTestContext } from "../../test/test-app";
import { phonePhotoWithGps } from "../images/test-images";
import type { S3Settings } from "./s3-file-store";
import { s3FileStore } from "./s3-file-store";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import { IMAGE_DERIVATION_TASK } from "../images/image-intake";
import { binary } from "../../test/binary";

/* A real S3 API on a local port (s3rver), standing in for AWS, R2 or MinIO: the store talks to it with the AWS SDK. */
let server: S3rver;
let directory: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "walls-photos", configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  settings = {
    bucket: "walls-photos",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("the S3 file store", () => {
  it("puts, gets and deletes files under the callers' keys, and answers undefined for a key that holds nothing", async () => {
    const store = s3FileStore(settings);
    await store.put("media/abc-480.webp", Buffer.from("webp bytes"), "image/webp");
    await store.put("private/xyz.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    expect(await store.get("media/abc-480.webp")).toEqual({ contentType: "image/webp", data: Buffer.from("webp bytes") });
    await store.delete(["media/abc-480.webp", "private/xyz.jpg", "never/there.jpg"]);
    expect(await store.get("media/abc-480.webp")).toBeUndefined();
    expect(await store.get("private/xyz.jpg")).toBeUndefined();
  });

  it("keeps a project's photos in the bucket, not in PostgreSQL, and the site serves them from there", async () => {
    const ctx = await createTestContext({ s3: settings });
    try {
      const staff = await signedInAgent(ctx);
      const blobCount = async () => (await ctx.database.db.select({ n: count() }).from(blobs))[0]!.n;
      const before = await blobCount();
      const project = await staff
        .post("/api/projects")
        .send({
          title: "Bucket wall",
          suburb: "Wynnum",
          service: "Timber Fencing",
          description: "Kept in the bucket, not the database.",
          completedOn: "2026-10-01",
        })
        .expect(201);
      const photo = await staff
        .post(`/api/projects/${project.body.id}/photos`)
        .field("alt", "A fence kept in a bucket")
        .attach("photo", await phonePhotoWithGps(900, 600), "fence.jpg");
      expect(photo.status).toBe(201);
      // the original waits in the bucket until the task queue has made the photo's sizes, which go there too
      await pollUntilQueueDrained(ctx.database.db, { types: [IMAGE_DERIVATION_TASK] });
      expect(await blobCount()).toBe(before);

      const served = await binary(request(ctx.app).get(photo.body.src));
      expect(served.status).toBe(200);
      expect((await sharp(served.body as Buffer).metadata()).height).toBe(900);
      const key = (photo.body.src as string).slice(1);
      expect(await s3FileStore(settings).get(key)).toBeDefined();

      await staff.delete(`/api/projects/${project.body.id}`).expect(204);
      expect(await s3FileStore(settings).get(key)).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
