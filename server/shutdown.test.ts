import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "./db/client";
import { spawnServer } from "./test/server-process";
import { writeStubClientBuild } from "./test/stub-client-build";

const tmp = await mkdtemp(path.join(os.tmpdir(), "shutdown-test-"));
afterAll(() => rm(tmp, { recursive: true, force: true }));

// the process runs on the embedded database whatever TEST_DATABASE_URL says: once per CI run is enough
it.skipIf(process.env.TEST_DATABASE_URL)(
  "on SIGTERM, fails /readyz at once, serves on through the drain, closes the embedded database and exits 0 within 10 s",
  { timeout: 150_000 },
  async () => {
    // the production server needs a client build; a template is enough here
    await writeStubClientBuild(path.join(tmp, "dist"));
    const dataDir = path.join(tmp, "pglite");
    const server = await spawnServer({ DIST_DIR: path.join(tmp, "dist"), PGLITE_DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "1500" });
    const { port, child, exited } = server;
    await server.waitForOutput("server listening");
    const res = await fetch(`http://127.0.0.1:${port}/api/golf/products`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(10);

    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(server.output()).toMatch(new RegExp(`open http://localhost:${port} \\(database: embedded PGlite in `));

    const signalledAt = Date.now();
    child.kill("SIGTERM");
    // during the drain: not ready, yet alive and serving (the signal arrives asynchronously: wait for the process to say so)
    await server.waitForOutput("shutting down: draining");
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/golf/products`)).status).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1500);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain("shutdown complete");

    // the data directory was closed cleanly: it opens again with the data in it
    const reopened = await openPglite({ dataDir });
    const { rows } = await reopened.pool.query("select count(*)::int as n from golf_products");
    expect(rows[0]).toEqual({ n: expect.any(Number) });
    expect((rows[0] as { n: number }).n).toBeGreaterThan(10);
    await reopened.close();
  },
);
