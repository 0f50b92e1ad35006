import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { connectPostgres, type Database, openPglite } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import { createLogger } from "../logger";
import { onServer } from "./throwaway-database";

/**
 * A database migrated up to (not including) a migration, for tests of what that migration does to rows written
 * before it: PGlite in memory, or with TEST_DATABASE_URL a schema of its own on that server (dropped on close).
 */
export interface DatabaseBeforeMigration {
  database: Database;
  /** runs SQL as written, on the schema as it is now */
  query: (text: string, params?: unknown[]) => Promise<unknown>;
  rows: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  /** applies the migrations up to (not including) `tag`, or all of them */
  migrateTo: (tag?: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The migrations folder as it was before `tag`: the journal cut there. */
async function migrationsBefore(tmp: string, tag: string): Promise<string> {
  const folder = path.join(tmp, tag);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

export async function databaseBefore(tag: string): Promise<DatabaseBeforeMigration> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = `migration_${randomBytes(5).toString("hex")}`;
  const tmp = await mkdtemp(path.join(os.tmpdir(), "migration-"));
  let database: Database;
  if (pgUrl) {
    await onServer(pgUrl, `create schema ${schema}`);
    database = await connectPostgres({ url: pgUrl, logger: createLogger("silent"), searchPath: schema, max: 2 });
  } else {
    database = await openPglite({});
  }
  const migrateTo = async (next?: string) => {
    const folder = next ? await migrationsBefore(tmp, next) : migrationsFolder;
    if (database.kind === "pglite") await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
    else await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: folder, migrationsSchema: schema });
  };
  await migrateTo(tag);
  return {
    database,
    query: (text, params) => database.pool.query(text, params as unknown[]),
    rows: async <T>(text: string, params?: unknown[]) => (await database.pool.query(text, params as unknown[])).rows as T[],
    migrateTo,
    async close() {
      await database.close();
      if (pgUrl) await onServer(pgUrl, `drop schema if exists ${schema} cascade`);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
