import { and, count, gt, inArray, lte, or, sql } from "drizzle-orm";
import { jobs } from "@shared/schema";
import { type AppDb, connectPostgres, openPglite } from "../db/client";
import { createLogger } from "../logger";
import { type PollOptions, pollUntil } from "./poll-until";

/**
 * Jobs running now or due within `soonMs` (of `types`, or of any type): what is scheduled for later (reminders,
 * follow-ups, the daily sweep) does not count.
 */
export async function jobsDueSoon(db: AppDb, { types, soonMs = 5_000 }: { types?: readonly string[]; soonMs?: number } = {}) {
  const [busy] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        types ? inArray(jobs.type, [...types]) : undefined,
        inArray(jobs.state, ["queued", "retrying"]),
        or(lte(jobs.runAt, sql`now() + ${soonMs} * interval '1 millisecond'`), gt(jobs.lockedUntil, sql`now()`)),
      ),
    );
  return busy!.n;
}

/**
 * Polls until the job queue has nothing running and nothing due soon: every email and push due now has been tried,
 * and retried if it failed (the tests' retry gaps are well under a second). A test that says "nothing (more) was
 * sent" waits for this first.
 */
export async function pollUntilQueueDrained(
  db: AppDb,
  { types, soonMs, ...options }: PollOptions & { types?: readonly string[]; soonMs?: number } = {},
) {
  await pollUntil(async () => (await jobsDueSoon(db, { types, soonMs })) === 0, { what: "the job queue to drain", ...options });
}

/**
 * The jobs due soon in the database of stopped server processes (a PostgreSQL `url`, or a PGlite `dataDir`). A stop
 * finishes the job in progress, so none left means what the processes sent is all they will ever send.
 */
export async function jobsDueSoonIn(where: { url: string } | { dataDir: string }, types?: readonly string[]): Promise<number> {
  const database =
    "url" in where
      ? connectPostgres({ url: where.url, logger: createLogger("silent"), max: 1 })
      : await openPglite({ dataDir: where.dataDir });
  try {
    return await jobsDueSoon(database.db, { types });
  } finally {
    await database.close();
  }
}
