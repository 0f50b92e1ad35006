import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { leadEvents, type Quote, type QuoteContractor, quoteEmails, quoteVersions, type QuoteVersion, quotes } from "@shared/schema";
import type { QuoteContent } from "@shared/validation/quotes";
import type { AppDb } from "../../../db/client";
import { cancelWaitingJobs } from "../../../infra/jobs/queue";
import { LEAD_TABLES } from "../lead-tables";
import { versionContent, versionHash } from "./quote-versions";

export async function quoteOfLead(db: AppDb, kind: LeadKind, leadId: number): Promise<Quote | undefined> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.leadKind, kind), eq(quotes.leadId, leadId)));
  return quote;
}

export async function findQuote(db: AppDb, id: number): Promise<Quote | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  return quote;
}

/** A quote's versions, newest first. */
export async function versionsOf(db: AppDb, quoteId: number): Promise<QuoteVersion[]> {
  return db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)).orderBy(desc(quoteVersions.version));
}

/** The version the homeowner's link shows: the newest one ever sent (answered or not). */
export async function shownVersion(db: AppDb, quoteId: number): Promise<QuoteVersion | undefined> {
  const [version] = await db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), sql`${quoteVersions.sentAt} is not null`))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  return version;
}

/** A new quote for the lead, as its first draft. A lead has one quote; writing another is editing it. */
export async function createQuote(
  tx: AppDb,
  kind: LeadKind,
  leadId: number,
  content: QuoteContent,
  contractor: QuoteContractor,
  by: string,
) {
  const [quote] = await tx.insert(quotes).values({ leadKind: kind, leadId }).returning();
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
  const { values } = versionContent(content);
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

/** A status move of the lead the quote belongs to, with its history row (the same record staff moves leave). */
export async function moveLead(
  tx: AppDb,
  kind: LeadKind,
  leadId: number,
  change: { status: string; quoteValue?: number; lostReason?: string; lostNote?: string | null },
  by: { userId: number | null; name: string },
) {
  const table = LEAD_TABLES[kind].table as typeof LEAD_TABLES.inquiries.table;
  const [lead] = await tx.select().from(table).where(eq(table.id, leadId)).for("update");
  if (!lead) return;
  const next = {
    status: change.status,
    quoteValue: change.quoteValue ?? lead.quoteValue,
    lostReason: change.status === "lost" ? (change.lostReason ?? null) : null,
    lostNote: change.status === "lost" ? (change.lostNote ?? null) : null,
  };
  const moved = (Object.keys(next) as (keyof typeof next)[]).filter((field) => String(lead[field] ?? "") !== String(next[field] ?? ""));
  if (moved.length === 0) return;
  await tx
    .update(table)
    .set({ ...next, ...(lead.firstResponseAt === null && lead.status === "new" ? { firstResponseAt: sql`now()` } : {}) })
    .where(eq(table.id, leadId));
  await tx.insert(leadEvents).values(
    moved.map((field) => ({
      leadKind: kind,
      leadId,
      field,
      oldValue: lead[field] === null ? null : String(lead[field]),
      newValue: next[field] === null ? null : String(next[field]),
      userId: by.userId,
      username: by.name,
    })),
  );
}

/**
 * Sends the newest draft: it is fixed from now (its sent time, expiry and content hash), earlier sent versions
 * still open are superseded, and the lead moves to Quoted with the total as its quote value.
 */
export async function sendQuote(tx: AppDb, quote: Quote, by: { userId: number | null; name: string }) {
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
  await moveLead(tx, quote.leadKind, quote.leadId, { status: "quoted", quoteValue: sent!.totalCents / 100 }, by);
  return sent!;
}

/** Why a version cannot be answered now, in the homeowner's words; undefined when it can. */
export function unanswerable(version: QuoteVersion, now = new Date()): string | undefined {
  if (version.state === "accepted") return "This quote was accepted. Thank you!";
  if (version.state === "declined") return "This quote was declined. Call us if you have changed your mind.";
  if (version.state === "superseded") return "This version has been replaced by a newer one.";
  if (version.state !== "sent") return "This quote has not been sent.";
  if (version.expiresAt && version.expiresAt.getTime() < now.getTime()) return "This quote has expired. Call us for an up-to-date quote.";
  return undefined;
}

/** A deleted lead's quote goes with it: its versions, its emails and the follow-ups still waiting. */
export async function deleteQuotesOfLead(tx: AppDb, kind: LeadKind, leadId: number): Promise<void> {
  const removed = await tx
    .delete(quotes)
    .where(and(eq(quotes.leadKind, kind), eq(quotes.leadId, leadId)))
    .returning({ id: quotes.id });
  if (removed.length === 0) return;
  const versions = await tx
    .delete(quoteVersions)
    .where(
      inArray(
        quoteVersions.quoteId,
        removed.map((q) => q.id),
      ),
    )
    .returning({ id: quoteVersions.id });
  if (versions.length === 0) return;
  const emails = await tx
    .delete(quoteEmails)
    .where(
      inArray(
        quoteEmails.versionId,
        versions.map((v) => v.id),
      ),
    )
    .returning({ jobId: quoteEmails.jobId });
  await cancelWaitingJobs(
    tx,
    emails.flatMap((email) => (email.jobId ? [email.jobId] : [])),
  );
}
