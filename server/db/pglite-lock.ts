import { open, readFile, rm } from "node:fs/promises";

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * PGlite is PostgreSQL inside one process, with no lock of its own on its folder: two processes on
 * one folder would corrupt it. A lock file beside the folder (DIR.lock, holding the pid) makes a second
 * process (a backup, user:create, a second server) refuse at once and say why. A lock left by a
 * process that died is taken over.
 */
export async function lockPgliteDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(lockPath, "wx");
      await file.writeFile(String(process.pid));
      await file.close();
      return () => releaseLock(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number((await readFile(lockPath, "utf8").catch(() => "")).trim());
      if (holder === process.pid) return async () => {};
      if (holder > 0 && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (the server?). PGlite runs inside one process and cannot be shared: stop that process first.`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

async function releaseLock(lockPath: string) {
  const holder = Number((await readFile(lockPath, "utf8").catch(() => "")).trim());
  if (holder === process.pid) await rm(lockPath, { force: true });
}
