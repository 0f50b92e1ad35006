/**
 * The benchmarks' database: embedded PGlite in memory by default; with BENCH_DATABASE_URL, a throwaway schema on that
 * PostgreSQL, dropped again by `dispose`. Also the median the benchmarks print.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createApp } from "../server/app";
import { connectPostgres, type Database, openPglite } from "../server/db/client";
import { loadConfig } from "../server/env";
import { templateOnlyClientAssets } from "../server/features/site/client-assets";
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
export function startBenchApp(database: Database) {
  const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "bench-secret-not-for-production" });
  return createApp({ database, config, logger: createLogger("silent"), client: templateOnlyClientAssets() });
}
