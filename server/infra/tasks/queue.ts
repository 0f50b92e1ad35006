import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type Task, tasks } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { type RetrySchedule, retryDelayMs } from "./backoff";

export interface NewTask {
  type: string;
  /** what the task's handler needs to find its work: ids, never personal details */
  payload?: Record<string, unknown>;
  /** not before this time (default: at once) */
  runAt?: Date;
}

/** Queues a task. Call it inside the transaction of the change that causes it, so both happen or neither. */
export async function enqueueTask(tx: AppDb, task: NewTask): Promise<Task> {
  const [row] = await tx
    .insert(tasks)
    .values({ type: task.type, payload: task.payload ?? {}, ...(task.runAt ? { runAt: task.runAt } : {}) })
    .returning();
  if (!row) throw new Error("enqueueTask returned no row");
  return row;
}

/** Tasks a worker may take: of a type it runs, waiting, due, and not held by another worker (or held past its lease). */
const due = (types: readonly string[]) =>
  and(
    inArray(tasks.type, [...types]),
    inArray(tasks.state, ["queued", "retrying"]),
    lte(tasks.runAt, sql`now()`),
    or(isNull(tasks.lockedUntil), lt(tasks.lockedUntil, sql`now()`)),
  );

/**
 * Takes the next due task of the given types for leaseMs. SKIP LOCKED lets several processes claim at once
 * without waiting on, or taking, the same row; the lease makes a task whose worker died due again.
 */
export async function claimNextTask(db: AppDb, types: readonly string[], leaseMs: number): Promise<Task | undefined> {
  const next = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(due(types))
    .orderBy(tasks.runAt, tasks.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(tasks)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${tasks.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${tasks.firstAttemptAt}, now())`,
    })
    // "= (subquery)" runs the subquery once; "in (subquery)" may rerun it and claim more rows than one
    .where(and(eq(tasks.id, sql`(${next})`), due(types)))
    .returning();
  return row;
}

export async function markDone(db: AppDb, id: number): Promise<void> {
  await db
    .update(tasks)
    .set({ state: "done", finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(tasks.id, id));
}

/** A failed attempt: retry after the backoff gap, or give up once it has been tried for a day. */
export async function markAttemptFailed(db: AppDb, task: Task, error: string, schedule: RetrySchedule): Promise<void> {
  const gapMs = retryDelayMs(task.attempts, schedule);
  const givingUp = sql`now() - ${tasks.firstAttemptAt} >= ${schedule.giveUpAfterMs} * interval '1 millisecond'`;
  await db
    .update(tasks)
    .set({
      state: sql`case when ${givingUp} then 'failed' else 'retrying' end`,
      runAt: sql`now() + ${gapMs} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(tasks.id, task.id));
}

/** The task cannot ever succeed (what it was about is gone): failed at once, with the reason. */
export async function markGivenUp(db: AppDb, id: number, reason: string): Promise<void> {
  await db
    .update(tasks)
    .set({ state: "failed", lockedUntil: null, lastError: reason.slice(0, 500) })
    .where(eq(tasks.id, id));
}

/** Gives a claimed task back untouched (the worker is stopping before it started the task). */
export async function releaseTask(db: AppDb, id: number): Promise<void> {
  await db
    .update(tasks)
    .set({ lockedUntil: null, attempts: sql`${tasks.attempts} - 1` })
    .where(eq(tasks.id, id));
}

/** A person asked for a failed task to run again: a fresh day of retries, starting now. Undefined unless it had failed. */
export async function requeueFailedTask(db: AppDb, id: number): Promise<Task | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ state: "queued", attempts: 0, firstAttemptAt: null, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(tasks.id, id), eq(tasks.state, "failed")))
    .returning();
  return row;
}

export async function findTasks(db: AppDb, ids: readonly number[]): Promise<Task[]> {
  return ids.length
    ? db
        .select()
        .from(tasks)
        .where(inArray(tasks.id, [...ids]))
    : [];
}

/** A recurring task's run is over: the same row waits for its next run, with a fresh count of attempts. */
export async function rescheduleTask(db: AppDb, id: number, runAt: Date): Promise<void> {
  await db
    .update(tasks)
    .set({ state: "queued", runAt, attempts: 0, firstAttemptAt: null, lockedUntil: null, lastError: null, finishedAt: sql`now()` })
    .where(eq(tasks.id, id));
}

/**
 * Makes sure one task of this type is waiting (a recurring task), queued for `runAt` if none is. The lock makes
 * several processes starting at once queue it once.
 */
export async function ensureScheduledTask(db: AppDb, type: string, runAt: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scheduled-task:${type}`}))`);
    const [waiting] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.type, type), inArray(tasks.state, ["queued", "retrying"])))
      .limit(1);
    if (!waiting) await enqueueTask(tx, { type, runAt });
  });
}

/** Takes tasks that have not run yet off the queue (what they were for is gone); running or finished ones stay. */
export async function cancelWaitingTasks(db: AppDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(tasks)
    .where(
      and(
        inArray(tasks.id, [...ids]),
        inArray(tasks.state, ["queued", "retrying"]),
        or(isNull(tasks.lockedUntil), lt(tasks.lockedUntil, sql`now()`)),
      ),
    );
}

/**
 * Empties a finished task's payload, or takes the keys given out of it: a task that carried a secret (a one-time
 * link's token) keeps none once it has run.
 */
export async function clearTaskPayload(db: AppDb, id: number, keys?: readonly string[]): Promise<void> {
  const payload = keys
    ? sql`${tasks.payload} - ${sql.raw(`array[${keys.map((key) => `'${key.replace(/'/g, "''")}'`).join(",")}]::text[]`)}`
    : sql`'{}'::jsonb`;
  await db.update(tasks).set({ payload }).where(eq(tasks.id, id));
}
