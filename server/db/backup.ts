import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { openPglite } from "./client";
import { lockPgliteDataDir } from "./pglite-lock";

/**
 * Writes the embedded database in dataDir to file (PGlite's own dump: a gzipped tar of the data
 * folder). It needs the folder to itself: PGlite lives inside the server process, which offers no
 * connection to take a consistent copy through, and copying files under it would give a torn copy.
 * So the server must be stopped first; the lock file says so if it is not.
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!(await isNonEmptyDir(dataDir))) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const database = await openPglite({ dataDir });
  try {
    const dump = Buffer.from(await (await database.client.dumpDataDir("gzip")).arrayBuffer());
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // written beside and renamed, so a failed backup never leaves a half file under the name
    const partial = `${file}.partial`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return dump.length;
  } finally {
    await database.close();
  }
}

/** Restores a backup into dataDir; a folder that holds anything is replaced only with force. */
export async function restorePglite(file: string, dataDir: string, { force = false } = {}): Promise<void> {
  const dump = await readFile(file);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = await lockPgliteDataDir(dataDir);
  try {
    if (await isNonEmptyDir(dataDir)) {
      if (!force) {
        throw new Error(
          `${dataDir} is not empty. Give --force to replace the database in it with the backup (its current content is deleted).`,
        );
      }
      await rm(dataDir, { recursive: true, force: true });
    }
    const database = await openPglite({ dataDir, loadDataDir: new Blob([dump]) });
    try {
      await database.pool.query("select 1"); // the restored folder opens and answers
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

async function isNonEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw err;
  }
}
