import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { templateOnlyClientAssets } from "./features/site";
import { createTestContext, createTestDatabase, testConfig, type TestContext } from "./test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ formRateLimit: { limit: 1, windowMs: 60_000 } });
});
afterAll(() => ctx?.close());

describe("GET /healthz and /readyz", () => {
  it("say the process is up and the database answers, with nothing else in the body", async () => {
    const health = await request(ctx.app).get("/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    const ready = await request(ctx.app).get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
  });

  it("are never throttled", async () => {
    for (let i = 0; i < 30; i++) {
      const res = await request(ctx.app).get(i % 2 ? "/healthz" : "/readyz");
      expect(res.status).toBe(200);
      expect(res.headers).not.toHaveProperty("ratelimit");
    }
  });

  it("/readyz answers 503 while draining, /healthz still 200, and the site still serves", async () => {
    const database = await createTestDatabase();
    const config = testConfig();
    const { app, close, startDraining } = await createApp({
      database,
      config,
      logger: pino({ level: "silent" }),
      client: templateOnlyClientAssets(),
    });
    try {
      startDraining();
      const ready = await request(app).get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: "draining" });
      expect((await request(app).get("/healthz")).status).toBe(200);
      expect((await request(app).get("/api/reviews")).status).toBe(200);
    } finally {
      await close();
      await database.close();
    }
  });

  it("/readyz answers 503 without an error in the body when the database is gone; /healthz does not ask it", async () => {
    const database = await createTestDatabase();
    const { app, close } = await createApp({
      database,
      config: testConfig(),
      logger: pino({ level: "silent" }),
      client: templateOnlyClientAssets(),
    });
    await database.close();
    try {
      const ready = await request(app).get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: "unavailable" });
      expect((await request(app).get("/healthz")).status).toBe(200);
    } finally {
      await close();
    }
  });
});

describe("request logs", () => {
  it("carry the request id that is sent back as X-Request-Id, in request and error lines alike", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        cb();
      },
    });
    const database = await createTestDatabase();
    const { app, close } = await createApp({
      database,
      config: testConfig(),
      logger: pino({ level: "info" }, sink),
      client: templateOnlyClientAssets(),
    });
    try {
      const ok = await request(app).get("/api/reviews");
      const id = ok.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await database.close(); // every query now fails inside the driver: a 500 with an error line
      const failed = await request(app).get("/api/golf/products"); // not cached, so it reaches the closed database
      expect(failed.status).toBe(500);
      const failedId = failed.headers["x-request-id"];
      expect(failedId).not.toBe(id);
      await new Promise((r) => setImmediate(r));
      const okLine = lines.find((l) => l.reqId === id);
      expect(okLine).toMatchObject({ level: 30, res: { statusCode: 200 } });
      const errorLines = lines.filter((l) => l.level === 50);
      expect(errorLines.length).toBeGreaterThanOrEqual(1);
      for (const line of errorLines) expect([line.reqId, line.requestId]).toContain(failedId);
      // probes are not logged
      await request(app).get("/healthz");
      expect(lines.some((l) => JSON.stringify(l).includes("/healthz"))).toBe(false);
    } finally {
      await close();
    }
  });
});
