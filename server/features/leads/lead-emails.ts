import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import { type LeadEmailKind, type LeadEmailStatus, RECEIPT_LIMIT, type ReceiptNotSentReason } from "@shared/leads/lead-emails";
import { type Task, type LeadEmail, leadEmails } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { cancelWaitingTasks, enqueueTask, findTasks } from "../../infra/tasks/queue";

/** The task type that sends one lead email (lead-email-task.ts). */
export const LEAD_EMAIL_TASK = "lead-email";

/**
 * Who asked for a receipt, for the per-visitor limit: the client address as the throttles see it (an IPv6
 * address counts by its /56, which one household holds), hashed, so the table keeps no address.
 */
export const visitorKeyOf = (clientAddress: string) =>
  createHash("sha256")
    .update(`receipt-visitor:${ipKeyGenerator(clientAddress)}`)
    .digest("base64url")
    .slice(0, 22);

/** The lead as its emails need it. */
export interface LeadForEmails {
  id: number;
  email: string;
  isSpam: boolean;
}

/** The receipt's task carries the booking link's token until it is sent (its payload then loses it). */
/** Queues one lead email: the task names the email only (the receipt's booking link is made as it is written). */
async function queueEmail(tx: AppDb, emailId: number): Promise<Task> {
  const task = await enqueueTask(tx, { type: LEAD_EMAIL_TASK, payload: { leadEmailId: emailId } });
  await tx.update(leadEmails).set({ taskId: task.id, notSentReason: null, queuedAt: task.createdAt }).where(eq(leadEmails.id, emailId));
  return task;
}

/**
 * True when one more receipt would pass a limit: RECEIPT_LIMIT receipts in the window to this recipient,
 * or from this visitor. The advisory locks (taken in one order, held to the end of the lead's transaction)
 * make two processes count one after the other, so the limit holds across processes.
 */
async function receiptLimitReached(tx: AppDb, recipient: string, visitorKey: string | null): Promise<boolean> {
  const keys = [`receipt-to:${recipient}`, ...(visitorKey ? [`receipt-from:${visitorKey}`] : [])].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const since = sql`now() - ${RECEIPT_LIMIT.windowHours} * interval '1 hour'`;
  const [counts] = await tx
    .select({
      toRecipient: sql<number>`count(*) filter (where ${leadEmails.recipient} = ${recipient})::int`,
      fromVisitor: visitorKey ? sql<number>`count(*) filter (where ${leadEmails.visitorKey} = ${visitorKey})::int` : sql<number>`0`,
    })
    .from(leadEmails)
    .where(
      and(
        eq(leadEmails.kind, "receipt"),
        sql`${leadEmails.queuedAt} > ${since}`,
        visitorKey
          ? sql`(${leadEmails.recipient} = ${recipient} or ${leadEmails.visitorKey} = ${visitorKey})`
          : eq(leadEmails.recipient, recipient),
      ),
    );
  return (counts?.toRecipient ?? 0) >= RECEIPT_LIMIT.perRecipient || (counts?.fromVisitor ?? 0) >= RECEIPT_LIMIT.perVisitor;
}

/** Queues the receipt (with the lead's booking link), or records why it is not sent. */
async function decideReceipt(tx: AppDb, email: LeadEmail, lead: LeadForEmails): Promise<void> {
  let reason: ReceiptNotSentReason | null = null;
  if (lead.isSpam) reason = "spam";
  else if (await receiptLimitReached(tx, email.recipient ?? "", email.visitorKey)) reason = "limit";
  if (reason) await tx.update(leadEmails).set({ notSentReason: reason }).where(eq(leadEmails.id, email.id));
  else await queueEmail(tx, email.id);
}

/**
 * Queues a lead's staff alert and, within the limits, the homeowner's receipt. Call it inside the transaction
 * that stores the lead, so a lead is never stored without its emails. A lead screened as spam still alerts
 * the staff but gets no receipt. Calling it again for the same lead queues nothing twice.
 */
export async function enqueueLeadEmails(tx: AppDb, lead: LeadForEmails, clientAddress: string | undefined): Promise<void> {
  const inserted = await tx
    .insert(leadEmails)
    .values([
      { leadId: lead.id, kind: "staff-alert" as LeadEmailKind },
      {
        leadId: lead.id,
        kind: "receipt" as LeadEmailKind,
        recipient: lead.email.trim().toLowerCase(),
        visitorKey: clientAddress ? visitorKeyOf(clientAddress) : null,
      },
    ])
    .onConflictDoNothing()
    .returning();
  for (const email of inserted) {
    if (email.kind === "staff-alert") await queueEmail(tx, email.id);
    else await decideReceipt(tx, email, lead);
  }
}

/**
 * Staff marked a lead Not spam: the receipt held back as spam is queued now (within the limits), and a lead
 * from before spam leads were alerted gets its emails. Inside the transaction that restores the lead.
 */
export async function releaseHeldEmails(tx: AppDb, lead: LeadForEmails): Promise<void> {
  await enqueueLeadEmails(tx, lead, undefined);
  const held = await tx.query.leadEmails.findFirst({
    where: and(eq(leadEmails.leadId, lead.id), eq(leadEmails.kind, "receipt"), eq(leadEmails.notSentReason, "spam")),
  });
  if (held) await decideReceipt(tx, held, lead);
}

const STATE_SHOWN: Record<string, LeadEmailStatus["state"]> = { queued: "queued", retrying: "retrying", done: "sent", failed: "failed" };

/** One of a lead's emails as staff see it: its own row and the state of the task that sends it. */
export function emailStatus(email: LeadEmail, task: Task | undefined): LeadEmailStatus {
  return {
    id: email.id,
    kind: email.kind,
    state: task ? (STATE_SHOWN[task.state] ?? "queued") : "not-sent",
    notSentReason: task ? null : email.notSentReason,
    attempts: task?.attempts ?? 0,
    lastError: task?.lastError ?? null,
    sentAt: task?.state === "done" ? (task.finishedAt?.toISOString() ?? null) : null,
    nextAttemptAt: task && (task.state === "queued" || task.state === "retrying") ? task.runAt.toISOString() : null,
  };
}

/** The lead rows with their emails' states under `emails` (staff lists). */
export async function withEmailStates<Row extends { id: number }>(db: AppDb, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const emails = ids.length ? await db.select().from(leadEmails).where(inArray(leadEmails.leadId, ids)).orderBy(leadEmails.id) : [];
  const tasks = new Map(
    (
      await findTasks(
        db,
        emails.flatMap((email) => (email.taskId ? [email.taskId] : [])),
      )
    ).map((task) => [task.id, task]),
  );
  const byLead = new Map<number, LeadEmailStatus[]>();
  for (const email of emails) {
    byLead.set(email.leadId, [...(byLead.get(email.leadId) ?? []), emailStatus(email, email.taskId ? tasks.get(email.taskId) : undefined)]);
  }
  return rows.map((row) => ({ ...row, emails: byLead.get(row.id) ?? [] }));
}

export async function findLeadEmail(db: AppDb, id: number): Promise<LeadEmail | undefined> {
  const [email] = await db.select().from(leadEmails).where(eq(leadEmails.id, id));
  return email;
}

/** A deleted lead's emails: the rows go, and any not sent yet is taken off the queue. */
export async function deleteLeadEmails(tx: AppDb, leadId: number): Promise<void> {
  const removed = await tx.delete(leadEmails).where(eq(leadEmails.leadId, leadId)).returning({ taskId: leadEmails.taskId });
  await cancelWaitingTasks(
    tx,
    removed.flatMap((email) => (email.taskId ? [email.taskId] : [])),
  );
}
