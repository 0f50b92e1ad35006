import net from "node:net";
import { trickle } from "./test/slow-client";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { connectPostgres } from "./db/client";
import { loadConfig } from "./env";
import { templateOnlyClientAssets } from "./features/site";
import { createHttpServer } from "./http-server";
import { createLogger } from "./logger";
import { createTestContext, createTestDatabase, testConfig, type TestContext } from "./test/test-app";
import { quoteRequestBody } from "./test/lead-bodies";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

it("states every limit with the documented defaults", () => {
  const config = loadConfig({});
  expect(config.http).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 });
  expect(config.dbStatementTimeoutMs).toBe(5_000);
  expect(config.dbPoolSize).toBe(10);
  expect(config.shutdownDrainMs).toBe(2_000);
  expect(config.sessionMaxMs).toBe(12 * 3_600_000);
});

it("cuts off a client that sends its headers one byte at a time, with 408", async () => {
  const server = createHttpServer(ctx.app, { headersTimeoutMs: 600, requestTimeoutMs: 1_200, keepAliveTimeoutMs: 5_000 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    let open = true;
    socket.on("close", () => (open = false));
    socket.on("error", () => {});
    await new Promise<void>((resolve) => socket.on("connect", resolve));
    const request = `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(2_000)}\r\n\r\n`;
    // at 20 ms a byte, the whole request would take 40 s; the server must hang up long before
    const sent = await trickle(socket, request, 20, () => open);
    await closed;
    expect(sent).toBeLessThan(request.length);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe.runIf(process.env.TEST_DATABASE_URL)("a request stuck in PostgreSQL", () => {
  // PGlite runs in this process and has no statement timer to fire, so this needs the real server.
  it("ends with 503 at the statement timeout instead of hanging, and the next one succeeds", async () => {
    const migrated = await createTestDatabase();
    const schema = migrated.migrationsSchema!;
    const logger = createLogger("silent");
    const database = connectPostgres({ url: process.env.TEST_DATABASE_URL!, logger, searchPath: schema, statementTimeoutMs: 300, max: 2 });
    const { app, close } = await createApp({ database, config: testConfig(), logger, client: templateOnlyClientAssets() });
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    try {
      // another session holds the table, so the insert waits in the database
      await locker.query("begin");
      await locker.query(`lock table ${schema}.leads in access exclusive mode`);
      const quote = quoteRequestBody();
      const stuck = await request(app).post("/api/contact").send(quote);
      expect(stuck.status).toBe(503);
      expect(stuck.body.message).toMatch(/temporarily unavailable/);
      await locker.query("rollback");
      expect((await request(app).post("/api/contact").send(quote)).status).toBe(201);
    } finally {
      await locker.end();
      await close();
      await database.close();
      await migrated.close();
    }
  });
});
