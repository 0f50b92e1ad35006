import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { HEAD_PLACEHOLDER } from "./features/site/html-head";
import { openPglite } from "./db/client";
import { projectRoot } from "./project-root";

const tmp = await mkdtemp(path.join(os.tmpdir(), "shutdown-test-"));
afterAll(() => rm(tmp, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

it("on SIGTERM, finishes, closes the embedded database and exits 0", { timeout: 60_000 }, async () => {
  // the production server needs a client build; a template is enough here
  await mkdir(path.join(tmp, "dist/public"), { recursive: true });
  await writeFile(path.join(tmp, "dist/public/index.html"), `<html><head>${HEAD_PLACEHOLDER}</head><body></body></html>`);
  const port = await freePort();
  const dataDir = path.join(tmp, "pglite");
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DIST_DIR: path.join(tmp, "dist"), PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));

  const deadline = Date.now() + 45_000;
  while (!output.includes("server listening")) {
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const res = await fetch(`http://127.0.0.1:${port}/api/golf/products`);
  expect(res.status).toBe(200);
  expect(((await res.json()) as unknown[]).length).toBeGreaterThan(10);

  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toContain("shutdown complete");

  // the data directory was closed cleanly: it opens again with the data in it
  const reopened = await openPglite({ dataDir });
  const { rows } = await reopened.pool.query("select count(*)::int as n from golf_products");
  expect(rows[0]).toEqual({ n: expect.any(Number) });
  expect((rows[0] as { n: number }).n).toBeGreaterThan(10);
  await reopened.close();
});
