import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { inject } from "vitest";
import { backupPglite, restorePglite } from "./backup";
import { openPglite } from "./client";

const tmp = await mkdtemp(path.join(os.tmpdir(), "backup-test-"));
afterAll(() => rm(tmp, { recursive: true, force: true }));

const dataDir = path.join(tmp, "pglite");
const backupFile = path.join(tmp, "backups", "walls.tar.gz");

async function reviewNames(): Promise<string[]> {
  const database = await openPglite({ dataDir });
  try {
    const { rows } = await database.pool.query("select name from reviews order by id");
    return (rows as { name: string }[]).map((r) => r.name);
  } finally {
    await database.close();
  }
}

async function addReview(name: string) {
  const database = await openPglite({ dataDir });
  try {
    await database.pool.query("insert into reviews (name, location, rating, review_text) values ($1, 'Brisbane', 5, 'Great')", [name]);
  } finally {
    await database.close();
  }
}

it.runIf(!process.env.TEST_DATABASE_URL)(
  "backs up, and a restore brings the database back as it was at the backup",
  { timeout: 120_000 },
  async () => {
    // a migrated embedded database on disk, from the run's migrated dump
    const seeded = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(inject("pgliteDumpPath"))]) });
    await seeded.close();
    await addReview("Before the backup");

    await backupPglite(dataDir, backupFile);
    await addReview("After the backup");
    expect(await reviewNames()).toEqual(["Before the backup", "After the backup"]);

    await expect(restorePglite(backupFile, dataDir)).rejects.toThrow(/is not empty\. Give --force/);
    expect(await reviewNames()).toEqual(["Before the backup", "After the backup"]);

    await restorePglite(backupFile, dataDir, { force: true });
    expect(await reviewNames()).toEqual(["Before the backup"]);

    // into an empty folder no --force is needed
    const elsewhere = path.join(tmp, "fresh");
    await restorePglite(backupFile, elsewhere);
    const fresh = await openPglite({ dataDir: elsewhere });
    expect((await fresh.pool.query("select count(*)::int as n from reviews")).rows).toEqual([{ n: 1 }]);
    await fresh.close();
  },
);

it("refuses to touch a database folder that another live process holds, and says why", async () => {
  const held = path.join(tmp, "held");
  const someBackup = path.join(tmp, "some-backup.tar.gz");
  await writeFile(someBackup, "a restore must refuse before it reads this");
  await writeFile(`${held}.lock`, String(process.ppid)); // a live process that is not this one
  await expect(backupPglite(held, path.join(tmp, "x.tar.gz"))).rejects.toThrow(/There is no embedded database/);
  await expect(openPglite({ dataDir: held })).rejects.toThrow(
    /in use by process \d+ \(the server\?\)\. PGlite runs inside one process .* stop that process first/,
  );
  await expect(restorePglite(someBackup, held, { force: true })).rejects.toThrow(/in use by process/);
  // a lock left by a process that has died is taken over
  await writeFile(`${held}.lock`, "999999999");
  const database = await openPglite({ dataDir: held });
  await database.close();
});
