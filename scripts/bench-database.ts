/**
 * The benchmarks' database: embedded PGlite in memory by default; with BENCH_DATABASE_URL, a throwaway schema on that
 * PostgreSQL, dropped again by `dispose`. Also the median the benchmarks print.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { performance } from "node:perf_hooks";
import request from "supertest";
import { createApp } from "../server/app";
import { connectPostgres, type Database, openPglite } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { type AppConfig, loadConfig } from "../server/env";
import { upsertUser } from "../server/features/auth";
import { templateOnlyClientAssets } from "../server/features/site";
import { createLogger } from "../server/logger";

export interface BenchDatabase {
  database: Database;
  /** "PGlite (in memory)" or "PostgreSQL (schema bench_…)" */
  label: string;
  /** closes the database and drops the throwaway schema */
  dispose(): Promise<void>;
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

export async function openBenchDatabase(url = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase> {
  if (!url) {
    const database = await openPglite({});
    return { database, label: "PGlite (in memory)", dispose: () => database.close() };
  }
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = await connectPostgres({ url, logger: createLogger("silent"), searchPath: schema });
  return {
    database,
    label: `PostgreSQL (schema ${schema})`,
    async dispose() {
      await database.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The whole app on the bench's database, as a test builds it (no client build, silent logs). */
export function startBenchApp(database: Database, overrides: Partial<AppConfig> = {}) {
  const config = {
    ...loadConfig({ NODE_ENV: "test", SESSION_SECRET: "bench-secret-not-for-production" }),
    secretsKey: randomBytes(32),
    ...overrides,
  };
  return createApp({ database, config, logger: createLogger("silent"), client: templateOnlyClientAssets() });
}

export interface SeededBench extends BenchDatabase {
  /** a signed-in Owner's agent on the app */
  owner: ReturnType<typeof request.agent>;
  seededMs: number;
}

/**
 * A benchmark's run: a migrated database, seeded, the app on it and an Owner signed in; `measure` times what it will,
 * and everything is closed and disposed of after, whatever happens.
 */
export async function runBench(seed: (database: Database) => Promise<void>, measure: (bench: SeededBench) => Promise<void>) {
  const bench = await openBenchDatabase();
  try {
    await runMigrations(bench.database);
    const seeding = performance.now();
    await seed(bench.database);
    const seededMs = performance.now() - seeding;
    const { app, close } = await startBenchApp(bench.database);
    try {
      await upsertUser(bench.database.db, "bench", "bench password 123456", "owner");
      const owner = request.agent(app);
      await owner.post("/api/login").send({ username: "bench", password: "bench password 123456" }).expect(200);
      await measure({ ...bench, owner, seededMs });
    } finally {
      await close();
    }
  } finally {
    await bench.dispose();
  }
}

/** Milliseconds to answer GET `path` (with its body), failing on any answer but 200. */
export async function timeGet(agent: ReturnType<typeof request.agent>, path: string) {
  const started = performance.now();
  const answer = await agent.get(path);
  if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
  return { ms: performance.now() - started, body: answer.body as Record<string, unknown> };
}
