import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "pino";
import * as schema from "@shared/schema";
import { lockPgliteDataDir } from "./pglite-lock";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The little that connect-pg-simple needs from a pool; PGlite provides it too. */
export interface SqlPool {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: "postgres" | "pglite";
  /** where drizzle keeps its migration journal */
  migrationsSchema?: string;
  db: AppDb;
  pool: SqlPool;
  /** Runs fn while holding a database-wide lock, so several processes never migrate or seed at once. */
  withStartupLock<T>(fn: (db: AppDb) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  logger: Logger;
  /** pool size per process */
  max?: number;
  /** the server cancels any statement running longer (SQLSTATE 57014, answered as 503) */
  statementTimeoutMs?: number;
  /** schema to work in instead of public (tests isolate each file in its own schema) */
  searchPath?: string;
}

const STARTUP_LOCK_KEY = 727_401; // any constant shared by every process of this app

export function connectPostgres({ url, logger, max = 10, statementTimeoutMs = 5_000, searchPath }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // the client's own limit, for a server that stops answering altogether
    query_timeout: statementTimeoutMs + 5_000,
    application_name: "walls-fencing-web",
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client whose server goes away emits 'error' on the pool; unhandled, it would kill the process.
  pool.on("error", (err) => logger.warn({ err }, "idle database connection lost"));
  pool.on("connect", (client) => {
    client.on("error", (err) => logger.warn({ err }, "database connection error"));
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as AppDb;
  return {
    kind: "postgres",
    migrationsSchema: searchPath,
    db,
    pool,
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        // waiting for another process's migrations, and migrating, may take longer than a request may
        await client.query("set statement_timeout = 0");
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await fn(drizzleNodePg(client, { schema }) as unknown as AppDb);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          await client.query("reset statement_timeout");
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface PgliteOptions {
  /** folder on disk; omitted for an in-memory database */
  dataDir?: string;
  /** a dump from dumpDataDir() to start from (tests) */
  loadDataDir?: Blob | File;
}

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<Database & { client: PGlite }> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockPgliteDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, loadDataDir });
  } catch (err) {
    await unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: "pglite",
    client,
    db,
    pool: { query: (text, params) => client.query(text, params) },
    // PGlite is single-connection and in-process: nothing else can run at the same time.
    withStartupLock: (fn) => fn(db),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
