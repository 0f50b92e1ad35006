/**
 * npm run bench:forgot: POST /api/auth/forgot for addresses that have an account and for addresses that do not,
 * interleaved, and prints both medians and their ratio. The answer must not tell them apart: target within 10%.
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs it in a throwaway schema there.
 */
import { performance } from "node:perf_hooks";
import request from "supertest";
import { users } from "../shared/schema";
import { runMigrations } from "../server/db/migrate";
import { upsertUser } from "../server/features/auth";
import { eq } from "drizzle-orm";
import { median, openBenchDatabase, startBenchApp } from "./bench-database";

const ROUNDS = 300;
const WARM_UP = 30;

const bench = await openBenchDatabase();
try {
  await runMigrations(bench.database);
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    const user = await upsertUser(bench.database.db, `known${i}`, `bench password number ${i}`, "staff");
    await bench.database.db
      .update(users)
      .set({ email: `known${i}@example.com` })
      .where(eq(users.id, user.id));
  }
  const lots = { limit: 1_000_000, windowMs: 60_000 };
  const { app, close } = await startBenchApp(bench.database, { loginRateLimit: lots });
  try {
    const known: number[] = [];
    const unknown: number[] = [];
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await request(app).post("/api/auth/forgot").send({ email });
      if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
      return performance.now() - started;
    };
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      // alternate which goes first, so neither always follows the other
      const pair = i % 2 ? [`known${i}@example.com`, `nobody${i}@example.com`] : [`nobody${i}@example.com`, `known${i}@example.com`];
      for (const email of pair) {
        const ms = await ask(email);
        if (i >= WARM_UP) (email.startsWith("known") ? known : unknown).push(ms);
      }
    }
    const [a, b] = [median(known), median(unknown)];
    console.log(`forgot-password on ${bench.label}, ${ROUNDS} requests each`);
    console.log(`  median with an account:    ${a.toFixed(2)} ms`);
    console.log(`  median without an account: ${b.toFixed(2)} ms`);
    console.log(`  ratio: ${(a / b).toFixed(3)} (target: within 0.90 to 1.10)`);
  } finally {
    await close();
  }
} finally {
  await bench.dispose();
}
