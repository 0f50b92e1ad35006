// npm run bench: GET /api/reviews on the built server against a bare node:http server answering the
// same JSON in the same run, with autocannon. A benchmark that prints figures, not a test.
// Needs `npm run build` first. BENCH_PORT (default 5180), BENCH_SECONDS (default 10), DATABASE_URL optional.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const projectRoot = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 5180);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));

const server = spawn(process.execPath, [path.join(projectRoot, process.env.DIST_DIR ?? "dist", "server", "index.js")], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const stopServer = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the built server did not start (run npm run build first)");
}

const run = (url) => autocannon({ url, connections: 50, pipelining: 1, duration: seconds });

try {
  await waitForHealth();
  const url = `http://localhost:${port}/api/reviews`;
  const body = await (await fetch(url)).text();
  const bare = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" }).end(body);
  });
  await new Promise((resolve) => bare.listen(0, resolve));
  const bareUrl = `http://localhost:${bare.address().port}/`;

  await run(url); // warm-up: the cache fills, the JIT settles
  // Alternate the two, twice each, so a busy neighbour on the machine weighs on both alike.
  const rounds = [];
  for (let i = 0; i < 2; i += 1) rounds.push([await run(url), await run(bareUrl)]);
  bare.close();

  const rate = (side) => rounds.reduce((sum, pair) => sum + pair[side].requests.average, 0) / rounds.length;
  const errors = (side) => rounds.reduce((sum, pair) => sum + pair[side].errors + pair[side].non2xx, 0);
  const line = (name, side) => `${name.padEnd(16)} ${Math.round(rate(side)).toString().padStart(7)} req/s   errors ${errors(side)}`;
  console.log(`GET /api/reviews (${body.length} bytes of JSON), 50 connections, 2 x ${seconds} s each, alternated`);
  console.log(line("our server", 0));
  console.log(line("bare node:http", 1));
  console.log(`ratio ${(rate(0) / rate(1)).toFixed(2)} (target >= 0.50)`);
} finally {
  stopServer();
}
