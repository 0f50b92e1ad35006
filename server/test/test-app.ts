import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { createApp } from "../app";
import { connectPostgres, type Database, openPglite } from "../db/client";
import { runMigrations } from "../db/migrate";
import { type AppConfig, loadConfig } from "../env";
import { templateOnlyClientAssets } from "../features/site";
import { createLogger } from "../logger";

/**
 * A real, migrated, empty database for one test file: a copy of the run's PGlite dump, or, when
 * TEST_DATABASE_URL is set, a schema of its own on that PostgreSQL server (dropped afterwards).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject("pgliteDumpPath"));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = connectPostgres({ url, logger: createLogger("silent"), searchPath: schema, max: 4 });
  await runMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** Config for tests: generous throttles unless a test sets its own. */
/** One key for every app of this test process: apps sharing a database (a restart) open each other's secrets. */
const TEST_SECRETS_KEY = randomBytes(32);

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // a business that has entered its ABN and is registered for GST, as one issuing tax invoices has
  const base = loadConfig({
    NODE_ENV: "test",
    SESSION_SECRET: "test-secret-not-for-production",
    BUSINESS_ABN: "51 824 753 556",
    BUSINESS_GST_REGISTERED: "yes",
  });
  return {
    ...base,
    formRateLimit: { limit: 1000, windowMs: 60_000 },
    golfWriteRateLimit: { limit: 1000, windowMs: 60_000 },
    loginRateLimit: { limit: 1000, windowMs: 60_000 },
    accountLoginLimit: { limit: 1000, windowMs: 60_000 },
    secretsKey: TEST_SECRETS_KEY,
    ...overrides,
  };
}

export interface TestContext {
  app: Awaited<ReturnType<typeof createApp>>["app"];
  /** every route under /api */
  apiRoutes(): { method: string; path: string }[];
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * createApp() as the server builds it, with the test template for pages, on a fresh database or on
 * the one given (which close() then leaves open, as a restarted server would find it).
 */
export async function createTestContext(overrides: Partial<AppConfig> = {}, database?: Database): Promise<TestContext> {
  const db = database ?? (await createTestDatabase());
  const config = testConfig(overrides);
  const created = await createApp({ database: db, config, logger: createLogger("silent"), client: templateOnlyClientAssets() });
  return {
    app: created.app,
    apiRoutes: created.apiRoutes,
    database: db,
    config,
    async close() {
      await created.close();
      if (!database) await db.close();
    },
  };
}

/**
 * A test file's app on a fresh database, made before the file's tests and closed after them. The object is filled in
 * by beforeAll: read it inside tests and hooks, not at the top of the file.
 */
export function testContextForFile(overrides: Partial<AppConfig> = {}, prepare?: (ctx: TestContext) => Promise<unknown>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(overrides));
    await prepare?.(ctx);
  });
  afterAll(() => ctx.close?.());
  return ctx;
}
