import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { shownVersion } from "@shared/quotes/quote-shown";
import { type Quote, type QuoteContractor, quoteEmails, quoteVersions, type QuoteVersion, quotes } from "@shared/schema";
import type { QuoteContent } from "@shared/quotes/quote-validation";
import type { AppDb } from "../../db/client";
import { cancelWaitingTasks } from "../../infra/tasks/queue";
import { type LeadMover, moveLead } from "../leads";
import { versionContent, versionHash } from "./quote-versions";

export async function quoteOfLead(db: AppDb, leadId: number): Promise<Quote | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.leadId, leadId));
  return quote;
}

export async function findQuote(db: AppDb, id: number): Promise<Quote | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  return quote;
}

export const ACCEPTED_QUOTE_MESSAGE = "This quote was accepted: it can no longer change";

/**
 * Takes the quote's lock for the rest of the transaction and says whether a version of it is accepted. Every change
 * to a quote's versions (an edit, a send, a homeowner's answer) takes this one lock first, so of an acceptance of
 * version 1 and the sending of version 2 at the same moment, exactly one happens: never two versions accepted.
 */
export async function lockQuote(tx: AppDb, quoteId: number): Promise<{ accepted: boolean }> {
  await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId)).for("update");
  const [accepted] = await tx
    .select({ id: quoteVersions.id })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.state, "accepted")))
    .limit(1);
  return { accepted: accepted !== undefined };
}

/** A quote's versions, newest first. */
export async function versionsOf(db: AppDb, quoteId: number): Promise<QuoteVersion[]> {
  return db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)).orderBy(desc(quoteVersions.version));
}

/** The version the homeowner's link shows now (shared/quotes/quote-shown.ts). */
export async function shownVersionOf(db: AppDb, quoteId: number): Promise<QuoteVersion | undefined> {
  return shownVersion(await versionsOf(db, quoteId));
}

/** A new quote for the lead, as its first draft. A lead has one quote; writing another is editing it. */
export async function createQuote(tx: AppDb, leadId: number, content: QuoteContent, contractor: QuoteContractor, by: string) {
  const [quote] = await tx.insert(quotes).values({ leadId }).returning();
  const { values } = versionContent(content);
  const [version] = await tx
    .insert(quoteVersions)
    .values({ quoteId: quote!.id, version: 1, ...values, contractor, createdBy: by })
    .returning();
  return { quote: quote!, version: version! };
}

/**
 * Editing: a draft changes in place; a version already sent never changes, so the edit becomes the next
 * version, a draft until it is sent.
 */
export async function editQuote(tx: AppDb, quoteId: number, content: QuoteContent, contractor: QuoteContractor, by: string) {
  const [latest] = await tx
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(desc(quoteVersions.version))
    .limit(1)
    .for("update");
  // an edit that does not mention the runs keeps them
  const { values } = versionContent({ ...content, runs: content.runs ?? latest?.runs ?? [] });
  if (latest?.state === "draft") {
    const [updated] = await tx
      .update(quoteVersions)
      .set({ ...values, contractor, createdBy: by })
      .where(eq(quoteVersions.id, latest.id))
      .returning();
    return updated!;
  }
  const [created] = await tx
    .insert(quoteVersions)
    .values({ quoteId, version: (latest?.version ?? 0) + 1, ...values, contractor, createdBy: by })
    .returning();
  return created!;
}

/**
 * Sends the newest draft: it is fixed from now (its sent time, expiry and content hash), earlier sent versions
 * still open are superseded, and the lead moves to Quoted with the total as its quote value.
 */
export async function sendQuote(tx: AppDb, quote: Quote, by: LeadMover) {
  const [draft] = await tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.state, "draft")))
    .orderBy(desc(quoteVersions.version))
    .limit(1)
    .for("update");
  if (!draft) return undefined;
  await tx
    .update(quoteVersions)
    .set({ state: "superseded" })
    .where(and(eq(quoteVersions.quoteId, quote.id), inArray(quoteVersions.state, ["sent"])));
  const [sending] = await tx
    .update(quoteVersions)
    .set({
      state: "sent",
      sentAt: sql`date_trunc('second', now())`,
      expiresAt: sql`date_trunc('second', now()) + ${draft.validDays} * interval '1 day'`,
    })
    .where(eq(quoteVersions.id, draft.id))
    .returning();
  const [sent] = await tx
    .update(quoteVersions)
    .set({ contentHash: versionHash(sending!) })
    .where(eq(quoteVersions.id, draft.id))
    .returning();
  await moveLead(tx, quote.leadId, { status: "quoted", quoteValue: sent!.totalCents / 100 }, by);
  return sent!;
}

/** A deleted lead's quote goes with it: its versions, its emails and the follow-ups still waiting. */
export async function deleteQuotesOfLead(tx: AppDb, leadId: number): Promise<void> {
  const removed = await tx.delete(quotes).where(eq(quotes.leadId, leadId)).returning({ id: quotes.id });
  if (removed.length === 0) return;
  const quoteIds = removed.map((q) => q.id);
  const versions = await tx.delete(quoteVersions).where(inArray(quoteVersions.quoteId, quoteIds)).returning({ id: quoteVersions.id });
  if (versions.length === 0) return;
  const versionIds = versions.map((v) => v.id);
  const emails = await tx.delete(quoteEmails).where(inArray(quoteEmails.versionId, versionIds)).returning({ taskId: quoteEmails.taskId });
  const waitingTasks = emails.flatMap((email) => (email.taskId ? [email.taskId] : []));
  await cancelWaitingTasks(tx, waitingTasks);
}
