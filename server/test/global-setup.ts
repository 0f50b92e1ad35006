import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/client";
import { runMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

/**
 * Creating a PGlite database costs seconds; loading a dump costs a fraction of one. Migrate one
 * database for the whole run and let every test file start from a copy of it.
 */
export default async function setup(project: TestProject) {
  const dumpPath = path.join(os.tmpdir(), `pglite-migrated-${process.pid}-${Date.now()}.tar.gz`);
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openPglite({});
    await runMigrations(database);
    const dump = await database.client.dumpDataDir("gzip");
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide("pgliteDumpPath", dumpPath);
  return async () => {
    await rm(dumpPath, { force: true });
  };
}
