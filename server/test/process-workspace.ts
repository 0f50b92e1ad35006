import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeStubClientBuild } from "./stub-client-build";
import { createThrowawayDatabase } from "./throwaway-database";

export interface ProcessWorkspace {
  /** the folder the processes share: the stub client build, and PGlite's data when there is no PostgreSQL */
  dir: string;
  /** DIST_DIR for the processes */
  dist: string;
  /** PGLITE_DATA_DIR, used when databaseUrl is empty */
  pgliteDir: string;
  /** a fresh PostgreSQL database when TEST_DATABASE_URL is set, else "" */
  databaseUrl: string;
  /** drops the database and removes the folder */
  cleanUp(): Promise<void>;
}

/**
 * What tests that start real server processes need: a folder with a stub client build, and on PostgreSQL
 * (TEST_DATABASE_URL) a database of their own, which each process migrates as a real deployment would.
 */
export async function processWorkspace(name: string): Promise<ProcessWorkspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const dist = path.join(dir, "dist");
  await writeStubClientBuild(dist);
  const base = process.env.TEST_DATABASE_URL;
  const database = base ? await createThrowawayDatabase(base, name.replaceAll("-", "_")) : null;
  return {
    dir,
    dist,
    pgliteDir: path.join(dir, "pglite"),
    databaseUrl: database?.url ?? "",
    cleanUp: async () => {
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
