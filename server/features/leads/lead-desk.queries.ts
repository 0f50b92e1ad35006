import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { BUSINESS_UTC_OFFSET, LEAD_PAGE_SIZE, NEW_LEAD_STATUS } from "@shared/leads/lead-desk";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { invoices, type Lead, leadEstimates, leadEvents, leadNotes, leads } from "@shared/schema";
import type { LeadListQuery } from "@shared/leads/lead-desk-validation";
import type { AppDb } from "../../db/client";
import type { LeadParts } from "./lead-parts";
import { HttpError } from "../../http-error";
import { deleteLeadEmails, releaseHeldEmails } from "./lead-emails";
import { deleteLeadPhotos } from "./lead-photos";
import { type LeadKindSpec } from "./lead-records";
import { leadSearchCondition } from "./lead-search";

export interface StaffAuthor {
  id: number;
  username: string;
}

/** New, not spam, and waiting at least the promised hours. */
export const overdueCondition = (promiseHours: number): SQL =>
  sql`(${leads.status} = ${NEW_LEAD_STATUS} and not ${leads.isSpam} and ${leads.createdAt} <= now() - ${promiseHours} * interval '1 hour')`;

const startOfDay = (day: string) => `${day}T00:00:00${BUSINESS_UTC_OFFSET}`;
const endOfDayExclusive = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfDay(next.toISOString().slice(0, 10));
};

export function leadFilter(spec: LeadKindSpec, query: LeadListQuery): SQL | undefined {
  return and(
    eq(leads.kind, spec.kind),
    query.spam === undefined ? undefined : eq(leads.isSpam, query.spam),
    query.status ? eq(leads.status, query.status) : undefined,
    query.service ? spec.serviceMatches(query.service) : undefined,
    query.from ? sql`${leads.createdAt} >= ${startOfDay(query.from)}::timestamptz` : undefined,
    query.to ? sql`${leads.createdAt} < ${endOfDayExclusive(query.to)}::timestamptz` : undefined,
    leadSearchCondition(spec, query.q),
  );
}

function leadOrder(query: LeadListQuery): SQL[] {
  if (query.sort === "oldest") return [asc(leads.createdAt), asc(leads.id)];
  if (query.sort === "overdue") {
    // Leads still waiting first, longest wait first (so overdue ones lead), then the rest newest first.
    const waiting = sql`${leads.status} = ${NEW_LEAD_STATUS}`;
    return [
      sql`case when ${waiting} then 0 else 1 end`,
      sql`case when ${waiting} then ${leads.createdAt} end asc`,
      desc(leads.createdAt),
      desc(leads.id),
    ];
  }
  return [desc(leads.createdAt), desc(leads.id)];
}

// The lead's id is written with its table's name: inside the subquery a bare "id" would be the note's.
const notesCount = sql<number>`(select count(*)::int from ${leadNotes} where ${leadNotes.leadId} = ${leads}.${sql.identifier("id")})`.as(
  "notes_count",
);

/** Sent from the instant estimate: the form it came through, in the lead's header and the export. */
const viaEstimate =
  sql<boolean>`exists (select 1 from ${leadEstimates} where ${leadEstimates.leadId} = ${leads}.${sql.identifier("id")})`.as("via_estimate");

const selectLeads = (db: AppDb) => db.select({ ...getTableColumns(leads), notesCount, viaEstimate }).from(leads);

export type LeadListRow = Lead & { notesCount: number; viaEstimate: boolean };

/** Every lead matching the filters (the specification's full list, and the CSV export). */
export async function listLeads(db: AppDb, spec: LeadKindSpec, query: LeadListQuery, limit?: number): Promise<LeadListRow[]> {
  const rows = selectLeads(db)
    .where(leadFilter(spec, query))
    .orderBy(...leadOrder(query));
  return limit === undefined ? await rows : await rows.limit(limit);
}

/** One page of matches, with the number of matches and how many of them are overdue. */
export async function listLeadPage(db: AppDb, spec: LeadKindSpec, query: LeadListQuery, promiseHours: number) {
  const page = query.page ?? 1;
  const [rows, [totals]] = await Promise.all([
    selectLeads(db)
      .where(leadFilter(spec, query))
      .orderBy(...leadOrder(query))
      .limit(LEAD_PAGE_SIZE)
      .offset((page - 1) * LEAD_PAGE_SIZE),
    db
      .select({ total: count(), overdue: sql<number>`count(*) filter (where ${overdueCondition(promiseHours)})::int` })
      .from(leads)
      .where(leadFilter(spec, query)),
  ]);
  const total = totals?.total ?? 0;
  return {
    rows,
    total,
    overdue: totals?.overdue ?? 0,
    page,
    pageSize: LEAD_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE)),
  };
}

/** How many leads of each kind there are, how many are overdue and how many are held as spam: the /admin tab counts. */
export async function countLeads(db: AppDb, promiseHours: number) {
  const rows = await db
    .select({
      kind: leads.kind,
      total: sql<number>`count(*) filter (where not ${leads.isSpam})::int`,
      overdue: sql<number>`count(*) filter (where ${overdueCondition(promiseHours)})::int`,
      spam: sql<number>`count(*) filter (where ${leads.isSpam})::int`,
    })
    .from(leads)
    .groupBy(leads.kind);
  return (kind: LeadKind) => {
    const row = rows.find((r) => r.kind === kind);
    return { total: row?.total ?? 0, overdue: row?.overdue ?? 0, spam: row?.spam ?? 0 };
  };
}

/** A lead of the kind with its notes count; undefined for an unknown id or a lead of the other kind. */
export async function findListedLead(db: AppDb, kind: LeadKind, id: number): Promise<LeadListRow | undefined> {
  const [row] = await selectLeads(db).where(and(eq(leads.id, id), eq(leads.kind, kind)));
  return row;
}

/** The lead with its notes and its change history, newest first; undefined for an unknown id. */
export async function getLeadDetail(db: AppDb, kind: LeadKind, id: number) {
  const lead = await findListedLead(db, kind, id);
  if (!lead) return undefined;
  const [notes, history] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)),
  ]);
  return { lead, notes, history };
}

/** Adds a note to a lead of the kind; undefined for an unknown lead. */
export async function addLeadNote(db: AppDb, kind: LeadKind, id: number, body: string, author: StaffAuthor) {
  const lead = await findListedLead(db, kind, id);
  if (!lead) return undefined;
  const [note] = await db.insert(leadNotes).values({ leadId: id, body, userId: author.id, username: author.username }).returning();
  return { note: note!, reference: lead.reference };
}

/**
 * "Not spam": the lead joins the list and its counts, and the receipt held back as spam is queued (within
 * the receipt limits), in one transaction. Undefined for an unknown lead; a lead that was not spam is
 * answered as it is (restored: false), and nothing is queued twice.
 */
export async function markLeadNotSpam(tx: AppDb, kind: LeadKind, id: number) {
  const [restored] = await tx
    .update(leads)
    .set({ isSpam: false, spamReason: null })
    .where(and(eq(leads.id, id), eq(leads.kind, kind), eq(leads.isSpam, true)))
    .returning();
  if (restored) await releaseHeldEmails(tx, restored);
  const lead = await findListedLead(tx, kind, id);
  return lead && { lead, restored: restored !== undefined };
}

/**
 * Deletes a lead of the kind and everything kept about it in one transaction: its notes, history, links and
 * conversions go with it (foreign keys, on delete cascade); its emails leave the queue, its visit gives its place
 * back, its quote takes its versions and follow-ups, its photos and their images go, and the deletion of their files
 * is queued in the same transaction (they may be in S3, which no transaction rolls back). Answers its reference and
 * that job, to run at once after the commit, or undefined for an unknown lead.
 */
export async function deleteLead(tx: AppDb, kind: LeadKind, id: number, removeWithLead: LeadParts["removeWithLead"]) {
  const lead = await findListedLead(tx, kind, id);
  if (!lead) return undefined;
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.leadId, id)).limit(1);
  // the tax record: the ATO asks for invoices to be kept five years, so a lead that has them stays
  if (invoice) throw new HttpError(409, "This lead has tax invoices, which must be kept for five years: it cannot be deleted");
  for (const remove of removeWithLead) await remove(tx, id);
  const fileDeletion = await deleteLeadPhotos(tx, id);
  await deleteLeadEmails(tx, id);
  await tx.delete(leads).where(eq(leads.id, id));
  return { reference: lead.reference, fileDeletion };
}
