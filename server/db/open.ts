import type { AppConfig } from "../env";
import type { Logger } from "../logger";
import { connectPostgres, type Database, openPglite } from "./client";
import { runMigrations } from "./migrate";

/** The configured database (PostgreSQL when DATABASE_URL is set, else PGlite on disk), migrated. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  const database = config.databaseUrl
    ? connectPostgres({ url: config.databaseUrl, logger, max: config.dbPoolSize, statementTimeoutMs: config.dbStatementTimeoutMs })
    : await openPglite({ dataDir: config.pgliteDataDir });
  logger.info({ database: database.kind, ...(database.kind === "pglite" ? { dataDir: config.pgliteDataDir } : {}) }, "database opened");
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
