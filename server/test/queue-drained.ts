import { and, count, gt, inArray, lte, or, sql } from "drizzle-orm";
import { tasks } from "@shared/schema";
import { type AppDb, connectPostgres, openPglite } from "../db/client";
import { createLogger } from "../logger";
import { type PollOptions, pollUntil } from "./poll-until";

/**
 * Tasks running now or due within `soonMs` (of `types`, or of any type): what is scheduled for later (reminders,
 * follow-ups, the daily sweep) does not count.
 */
export async function tasksDueSoon(db: AppDb, { types, soonMs = 5_000 }: { types?: readonly string[]; soonMs?: number } = {}) {
  const [busy] = await db
    .select({ n: count() })
    .from(tasks)
    .where(
      and(
        types ? inArray(tasks.type, [...types]) : undefined,
        inArray(tasks.state, ["queued", "retrying"]),
        or(lte(tasks.runAt, sql`now() + ${soonMs} * interval '1 millisecond'`), gt(tasks.lockedUntil, sql`now()`)),
      ),
    );
  return busy!.n;
}

/**
 * Polls until the task queue has nothing running and nothing due soon: every email and push due now has been tried,
 * and retried if it failed (the tests' retry gaps are well under a second). A test that says "nothing (more) was
 * sent" waits for this first.
 */
export async function pollUntilQueueDrained(
  db: AppDb,
  { types, soonMs, ...options }: PollOptions & { types?: readonly string[]; soonMs?: number } = {},
) {
  await pollUntil(async () => (await tasksDueSoon(db, { types, soonMs })) === 0, { what: "the task queue to drain", ...options });
}

/**
 * The tasks due soon in the database of stopped server processes (a PostgreSQL `url`, or a PGlite `dataDir`). A stop
 * finishes the task in progress, so none left means what the processes sent is all they will ever send.
 */
export async function tasksDueSoonIn(where: { url: string } | { dataDir: string }, types?: readonly string[]): Promise<number> {
  const database =
    "url" in where
      ? connectPostgres({ url: where.url, logger: createLogger("silent"), max: 1 })
      : await openPglite({ dataDir: where.dataDir });
  try {
    return await tasksDueSoon(database.db, { types });
  } finally {
    await database.close();
  }
}
