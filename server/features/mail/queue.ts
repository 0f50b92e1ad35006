import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type LeadEmail, leadEmails } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { type RetrySchedule, retryDelayMs } from "./backoff";

/** Emails a worker may take: waiting, due, and not held by another worker (or held past its lease). */
const due = and(
  inArray(leadEmails.state, ["queued", "retrying"]),
  lte(leadEmails.nextAttemptAt, sql`now()`),
  or(isNull(leadEmails.lockedUntil), lt(leadEmails.lockedUntil, sql`now()`)),
);

/**
 * Takes the next due email for leaseMs. SKIP LOCKED lets several processes claim at once without
 * waiting on, or taking, the same row; the lease makes an email whose worker died due again.
 */
export async function claimNextEmail(db: AppDb, leaseMs: number): Promise<LeadEmail | undefined> {
  const next = db
    .select({ id: leadEmails.id })
    .from(leadEmails)
    .where(due)
    .orderBy(leadEmails.nextAttemptAt, leadEmails.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(leadEmails)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${leadEmails.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${leadEmails.firstAttemptAt}, now())`,
    })
    // "= (subquery)" runs the subquery once; "in (subquery)" may rerun it and claim more rows than one
    .where(and(eq(leadEmails.id, sql`(${next})`), due))
    .returning();
  return row;
}

export async function markSent(db: AppDb, id: number): Promise<void> {
  await db
    .update(leadEmails)
    .set({ state: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(leadEmails.id, id));
}

/** A failed attempt: retry after the backoff gap, or give up once it has been tried for a day. */
export async function markAttemptFailed(db: AppDb, email: LeadEmail, error: string, schedule: RetrySchedule): Promise<void> {
  const gapMs = retryDelayMs(email.attempts, schedule);
  const givingUp = sql`now() - ${leadEmails.firstAttemptAt} >= ${schedule.giveUpAfterMs} * interval '1 millisecond'`;
  await db
    .update(leadEmails)
    .set({
      state: sql`case when ${givingUp} then 'failed' else 'retrying' end`,
      nextAttemptAt: sql`now() + ${gapMs} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(leadEmails.id, email.id));
}

export async function markGivenUp(db: AppDb, id: number, error: string): Promise<void> {
  await db.update(leadEmails).set({ state: "failed", lockedUntil: null, lastError: error }).where(eq(leadEmails.id, id));
}

/** Gives a claimed email back untouched (the worker is stopping before it started the send). */
export async function releaseEmail(db: AppDb, id: number): Promise<void> {
  await db
    .update(leadEmails)
    .set({ lockedUntil: null, attempts: sql`${leadEmails.attempts} - 1` })
    .where(eq(leadEmails.id, id));
}

/** Staff pressed Resend on a failed email: a fresh day of retries, starting now. */
export async function requeueFailedEmail(db: AppDb, id: number): Promise<LeadEmail | undefined> {
  const [row] = await db
    .update(leadEmails)
    .set({ state: "queued", attempts: 0, firstAttemptAt: null, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(leadEmails.id, id), eq(leadEmails.state, "failed")))
    .returning();
  return row;
}
