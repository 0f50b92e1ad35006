import net from "node:net";
import { freePort } from "./test/free-port";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { connectPostgres } from "./db/client";
import { templateOnlyClientAssets } from "./features/site";
import { createLogger } from "./logger";
import { createTestDatabase, testConfig } from "./test/test-app";

const logger = createLogger("silent");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function appOn(url: string, searchPath?: string) {
  const database = connectPostgres({ url, logger, searchPath });
  const { app, close } = await createApp({ database, config: testConfig(), logger, client: templateOnlyClientAssets() });
  cleanups.push(async () => {
    await close();
    await database.close();
  });
  return app;
}

describe("when the database cannot be reached", () => {
  it("API requests get 503 with a JSON message, and pages still render", async () => {
    const app = await appOn("postgres://postgres@127.0.0.1:1/unreachable");
    const res = await request(app).get("/api/reviews");
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/temporarily unavailable/);
    expect(res.headers["retry-after"]).toBe("5");
    expect((await request(app).post("/api/contact").send({})).status).toBe(400); // validation needs no database
    expect((await request(app).get("/api/health")).status).toBe(503);
    const page = await request(app).get("/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>");
  });
});

/** A TCP hop between the app and PostgreSQL that the test can cut and restore, like a database restart. */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const port = await freePort();
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await up();
  return { port, up, down };
}

describe.runIf(process.env.TEST_DATABASE_URL)("when PostgreSQL goes away and comes back", () => {
  it("answers 503 while it is gone, never crashes, and recovers", async () => {
    // a migrated schema of our own on the real server, reached through the proxy
    const migrated = await createTestDatabase();
    cleanups.push(() => migrated.close());
    const schema = migrated.migrationsSchema!;
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startCuttableProxy(target);
    cleanups.push(proxy.down);
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const app = await appOn(viaProxy.toString(), schema);

    expect((await request(app).get("/api/reviews")).status).toBe(200);
    await proxy.down();
    const during = await request(app).get("/api/reviews");
    expect(during.status).toBe(503);
    expect((await request(app).get("/api/golf/products")).status).toBe(503);
    await proxy.up();
    expect((await request(app).get("/api/reviews")).status).toBe(200);
    expect((await request(app).get("/api/health")).body).toEqual({ status: "ok" });
  });
});
