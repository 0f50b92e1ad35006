import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type Job, jobs } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { type RetrySchedule, retryDelayMs } from "./backoff";

export interface NewJob {
  type: string;
  /** what the job's handler needs to find its work: ids, never personal details */
  payload?: Record<string, unknown>;
  /** not before this time (default: at once) */
  runAt?: Date;
}

/** Queues a job. Call it inside the transaction of the change that causes it, so both happen or neither. */
export async function enqueueJob(tx: AppDb, job: NewJob): Promise<Job> {
  const [row] = await tx
    .insert(jobs)
    .values({ type: job.type, payload: job.payload ?? {}, ...(job.runAt ? { runAt: job.runAt } : {}) })
    .returning();
  if (!row) throw new Error("enqueueJob returned no row");
  return row;
}

/** Jobs a worker may take: of a type it runs, waiting, due, and not held by another worker (or held past its lease). */
const due = (types: readonly string[]) =>
  and(
    inArray(jobs.type, [...types]),
    inArray(jobs.state, ["queued", "retrying"]),
    lte(jobs.runAt, sql`now()`),
    or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
  );

/**
 * Takes the next due job of the given types for leaseMs. SKIP LOCKED lets several processes claim at once
 * without waiting on, or taking, the same row; the lease makes a job whose worker died due again.
 */
export async function claimNextJob(db: AppDb, types: readonly string[], leaseMs: number): Promise<Job | undefined> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(due(types))
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${jobs.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${jobs.firstAttemptAt}, now())`,
    })
    // "= (subquery)" runs the subquery once; "in (subquery)" may rerun it and claim more rows than one
    .where(and(eq(jobs.id, sql`(${next})`), due(types)))
    .returning();
  return row;
}

export async function markDone(db: AppDb, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "done", finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** A failed attempt: retry after the backoff gap, or give up once it has been tried for a day. */
export async function markAttemptFailed(db: AppDb, job: Job, error: string, schedule: RetrySchedule): Promise<void> {
  const gapMs = retryDelayMs(job.attempts, schedule);
  const givingUp = sql`now() - ${jobs.firstAttemptAt} >= ${schedule.giveUpAfterMs} * interval '1 millisecond'`;
  await db
    .update(jobs)
    .set({
      state: sql`case when ${givingUp} then 'failed' else 'retrying' end`,
      runAt: sql`now() + ${gapMs} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(jobs.id, job.id));
}

/** The job cannot ever succeed (what it was about is gone): failed at once, with the reason. */
export async function markGivenUp(db: AppDb, id: number, reason: string): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "failed", lockedUntil: null, lastError: reason.slice(0, 500) })
    .where(eq(jobs.id, id));
}

/** Gives a claimed job back untouched (the worker is stopping before it started the job). */
export async function releaseJob(db: AppDb, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(eq(jobs.id, id));
}

/** A person asked for a failed job to run again: a fresh day of retries, starting now. Undefined unless it had failed. */
export async function requeueFailedJob(db: AppDb, id: number): Promise<Job | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: "queued", attempts: 0, firstAttemptAt: null, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
    .returning();
  return row;
}

export async function findJobs(db: AppDb, ids: readonly number[]): Promise<Job[]> {
  return ids.length
    ? db
        .select()
        .from(jobs)
        .where(inArray(jobs.id, [...ids]))
    : [];
}

/** A recurring job's run is over: the same row waits for its next run, with a fresh count of attempts. */
export async function rescheduleJob(db: AppDb, id: number, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "queued", runAt, attempts: 0, firstAttemptAt: null, lockedUntil: null, lastError: null, finishedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/**
 * Makes sure one job of this type is waiting (a recurring job), queued for `runAt` if none is. The lock makes
 * several processes starting at once queue it once.
 */
export async function ensureScheduledJob(db: AppDb, type: string, runAt: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scheduled-job:${type}`}))`);
    const [waiting] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, type), inArray(jobs.state, ["queued", "retrying"])))
      .limit(1);
    if (!waiting) await enqueueJob(tx, { type, runAt });
  });
}

/** Takes jobs that have not run yet off the queue (what they were for is gone); running or finished ones stay. */
export async function cancelWaitingJobs(db: AppDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.id, [...ids]),
        inArray(jobs.state, ["queued", "retrying"]),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    );
}

/**
 * Empties a finished job's payload, or takes the keys given out of it: a job that carried a secret (a one-time
 * link's token) keeps none once it has run.
 */
export async function clearJobPayload(db: AppDb, id: number, keys?: readonly string[]): Promise<void> {
  const payload = keys
    ? sql`${jobs.payload} - ${sql.raw(`array[${keys.map((key) => `'${key.replace(/'/g, "''")}'`).join(",")}]::text[]`)}`
    : sql`'{}'::jsonb`;
  await db.update(jobs).set({ payload }).where(eq(jobs.id, id));
}
