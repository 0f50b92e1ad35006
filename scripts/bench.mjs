// npm run bench: GET /api/reviews on the built server against a bare node:http server answering the
// same JSON in the same run, with autocannon. A benchmark that prints figures, not a test.
// Needs `npm run build` first. BENCH_PORT (default 5180), BENCH_SECONDS (default 10), DATABASE_URL optional.
import { fork } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer } from "./built-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 5180);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const server = startBuiltServer({ port });

const run = (url) => autocannon({ url, connections: 50, pipelining: 1, duration: seconds });

try {
  await server.ready();
  const url = `http://localhost:${port}/api/reviews`;
  const body = await (await fetch(url)).text();
  // The baseline runs in a process of its own, as our server does: in this one it would share an event
  // loop with autocannon and answer about half as fast as it can.
  const bare = fork(path.join(import.meta.dirname, "bench-bare-server.mjs"), {
    env: { ...process.env, PORT: String(port + 1), BENCH_BODY: body },
  });
  await once(bare, "message");
  const bareUrl = `http://localhost:${port + 1}/`;

  await run(url); // warm-up: the cache fills, the JIT settles
  // Alternate the two, twice each, so a busy neighbour on the machine weighs on both alike.
  const rounds = [];
  for (let i = 0; i < 2; i += 1) rounds.push([await run(url), await run(bareUrl)]);
  bare.kill("SIGTERM");

  const rate = (side) => rounds.reduce((sum, pair) => sum + pair[side].requests.average, 0) / rounds.length;
  const errors = (side) => rounds.reduce((sum, pair) => sum + pair[side].errors + pair[side].non2xx, 0);
  const line = (name, side) => `${name.padEnd(16)} ${Math.round(rate(side)).toString().padStart(7)} req/s   errors ${errors(side)}`;
  console.log(`GET /api/reviews (${body.length} bytes of JSON), 50 connections, 2 x ${seconds} s each, alternated`);
  console.log(line("our server", 0));
  console.log(line("bare node:http", 1));
  console.log(`ratio ${(rate(0) / rate(1)).toFixed(2)} (target >= 0.50)`);
} finally {
  server.stop();
}
