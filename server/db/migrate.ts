import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../project-root";
import type { Database } from "./client";

export const migrationsFolder = path.join(projectRoot, "migrations");

/** Applies the checked-in drizzle-kit migrations; safe to call on every start. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withStartupLock(async (db) => {
    // Both migrators take any Drizzle database of their dialect; the cast picks the right overload.
    if (database.kind === "pglite") {
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    } else {
      const { migrationsSchema } = database;
      await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder, ...(migrationsSchema ? { migrationsSchema } : {}) });
    }
  });
}
