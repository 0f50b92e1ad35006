import { once } from "node:events";
import { createServer, get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { signedInAgent } from "./test/staff";
import { testContextForFile } from "./test/test-app";

const ctx = testContextForFile();

// GET /api/reviews is answered ahead of Express's router; /api/reviews/ and /api/reviews?… go through it.
const HOT = "/api/reviews";
const ROUTED = ["/api/reviews/", "/api/reviews?page=2"];
const VARYING = new Set(["x-request-id", "date"]);
const headerNames = (headers: Record<string, string>) => Object.keys(headers).sort();
const stableHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

/** the bytes of a response as sent, not decompressed (supertest would), from a real listening server */
async function raw(path: string, acceptEncoding: string) {
  const server = createServer(ctx.app).listen(0);
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ port, path, headers: { "Accept-Encoding": acceptEncoding } }, resolve).on("error", reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe("the hot read of GET /api/reviews", () => {
  it.each(ROUTED)("answers exactly as the router does for %s", async (routed) => {
    const [hot, viaRouter] = await Promise.all([request(ctx.app).get(HOT), request(ctx.app).get(routed)]);
    expect(hot.status).toBe(200);
    expect(viaRouter.status).toBe(200);
    expect(hot.text).toBe(viaRouter.text);
    expect(headerNames(hot.headers)).toEqual(headerNames(viaRouter.headers));
    expect(stableHeaders(hot.headers)).toEqual(stableHeaders(viaRouter.headers));
    expect(hot.headers["x-request-id"]).not.toBe(viaRouter.headers["x-request-id"]);
  });

  it("answers HEAD with the headers and no body, and a matching If-None-Match with a 304", async () => {
    const get = await request(ctx.app).get(HOT);
    const head = await request(ctx.app).head(HOT);
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.text ?? "").toBe("");
    for (const tag of [get.headers.etag!, `W/${get.headers.etag}`, `"other", ${get.headers.etag}`, "*"]) {
      await request(ctx.app).get(HOT).set("If-None-Match", tag).expect(304);
    }
    await request(ctx.app).get(HOT).set("If-None-Match", '"something-else"').expect(200);
  });

  it("sends a list of more than a kilobyte compressed ahead, as brotli or gzip as the client accepts", async () => {
    const staff = await signedInAgent(ctx);
    for (let i = 0; i < 4; i += 1) {
      const created = await request(ctx.app)
        .post("/api/reviews")
        .send({
          name: `Reviewer ${i}`,
          location: "Logan",
          rating: 5,
          reviewText: `Great job on our wall, number ${i}. `.repeat(12),
          service: "Timber Sleeper Retaining Wall",
        });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await staff.patch(`/api/reviews/${created.body.id}/approve`).expect(200);
    }
    const plain = await raw(HOT, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const json = plain.body.toString("utf8");
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toHaveLength(4);

    const br = await raw(HOT, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(json);
    expect(Number(br.headers["content-length"])).toBeLessThan(json.length);

    const gzip = await raw(HOT, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(json);
  });
});
