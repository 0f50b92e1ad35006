import { and, asc, count, desc, eq, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { BUSINESS_UTC_OFFSET, LEAD_PAGE_SIZE, NEW_LEAD_STATUS } from "@shared/leads/lead-desk";
import { type contactInquiries, leadEvents, leadNotes } from "@shared/schema";
import type { LeadListQuery, LeadUpdate } from "@shared/validation/lead-desk";
import type { AppDb } from "../../db/client";
import { deleteLeadEmails, releaseHeldEmails } from "./lead-emails";
import { leadSearchCondition } from "./lead-search";
import { deleteLeadLinks } from "./lead-links";
import { deleteQuotesOfLead } from "./quotes/quotes.queries";
import { deleteVisitsOfLead } from "./visits/site-visits.queries";
import type { LeadTable, LeadTableSpec } from "./lead-tables";

export interface StaffAuthor {
  id: number;
  username: string;
}

/**
 * Both lead tables share the pipeline columns; Drizzle's builders want one table type, so the
 * shared code addresses either table through the quote requests' type (same column names and types).
 */
const asTable = (table: LeadTable) => table as typeof contactInquiries;

/** New, not spam, and waiting at least the promised hours. */
export const overdueCondition = (table: LeadTable, promiseHours: number): SQL =>
  sql`(${table.status} = ${NEW_LEAD_STATUS} and not ${table.isSpam} and ${table.createdAt} <= now() - ${promiseHours} * interval '1 hour')`;

const startOfDay = (day: string) => `${day}T00:00:00${BUSINESS_UTC_OFFSET}`;
const endOfDayExclusive = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfDay(next.toISOString().slice(0, 10));
};

export function leadFilter(spec: LeadTableSpec, query: LeadListQuery): SQL | undefined {
  const { table } = spec;
  return and(
    query.spam === undefined ? undefined : eq(table.isSpam, query.spam),
    query.status ? eq(table.status, query.status) : undefined,
    query.service ? spec.serviceMatches(query.service) : undefined,
    query.from ? sql`${table.createdAt} >= ${startOfDay(query.from)}::timestamptz` : undefined,
    query.to ? sql`${table.createdAt} < ${endOfDayExclusive(query.to)}::timestamptz` : undefined,
    leadSearchCondition(spec, query.q),
  );
}

function leadOrder(spec: LeadTableSpec, query: LeadListQuery): SQL[] {
  const { table } = spec;
  if (query.sort === "oldest") return [asc(table.createdAt), asc(table.id)];
  if (query.sort === "overdue") {
    // Leads still waiting first, longest wait first (so overdue ones lead), then the rest newest first.
    const waiting = sql`${table.status} = ${NEW_LEAD_STATUS}`;
    return [
      sql`case when ${waiting} then 0 else 1 end`,
      sql`case when ${waiting} then ${table.createdAt} end asc`,
      desc(table.createdAt),
      desc(table.id),
    ];
  }
  return [desc(table.createdAt), desc(table.id)];
}

// The lead's id is written with its table's name: inside the subquery a bare "id" would be the note's.
const notesCount = (spec: LeadTableSpec) =>
  sql<number>`(select count(*)::int from ${leadNotes} where ${leadNotes.leadKind} = ${spec.kind} and ${leadNotes.leadId} = ${sql.identifier(getTableName(spec.table))}.${sql.identifier("id")})`.as(
    "notes_count",
  );

function selectLeads(db: AppDb, spec: LeadTableSpec, query: LeadListQuery) {
  const table = asTable(spec.table);
  return db
    .select({ ...getTableColumns(table), notesCount: notesCount(spec) })
    .from(table)
    .where(leadFilter(spec, query))
    .orderBy(...leadOrder(spec, query));
}

export type LeadListRow = Awaited<ReturnType<typeof selectLeads>>[number] & Record<string, unknown>;

/** Every lead matching the filters (the specification's full list, and the CSV export). */
export async function listLeads(db: AppDb, spec: LeadTableSpec, query: LeadListQuery, limit?: number): Promise<LeadListRow[]> {
  const rows = limit === undefined ? await selectLeads(db, spec, query) : await selectLeads(db, spec, query).limit(limit);
  return rows as LeadListRow[];
}

/** One page of matches, with the number of matches and how many of them are overdue. */
export async function listLeadPage(db: AppDb, spec: LeadTableSpec, query: LeadListQuery, promiseHours: number) {
  const page = query.page ?? 1;
  const table = asTable(spec.table);
  const [rows, [totals]] = await Promise.all([
    selectLeads(db, spec, query)
      .limit(LEAD_PAGE_SIZE)
      .offset((page - 1) * LEAD_PAGE_SIZE),
    db
      .select({ total: count(), overdue: sql<number>`count(*) filter (where ${overdueCondition(table, promiseHours)})::int` })
      .from(table)
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

/** How many leads of the kind there are, and how many are overdue: the /admin tab counts. */
export async function countLeads(db: AppDb, spec: LeadTableSpec, promiseHours: number) {
  const table = asTable(spec.table);
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where not ${table.isSpam})::int`,
      overdue: sql<number>`count(*) filter (where ${overdueCondition(table, promiseHours)})::int`,
      spam: sql<number>`count(*) filter (where ${table.isSpam})::int`,
    })
    .from(table);
  return { total: row?.total ?? 0, overdue: row?.overdue ?? 0, spam: row?.spam ?? 0 };
}

async function findLead(db: AppDb, spec: LeadTableSpec, id: number) {
  const table = asTable(spec.table);
  const [row] = await db
    .select({ ...getTableColumns(table), notesCount: notesCount(spec) })
    .from(table)
    .where(eq(table.id, id));
  return row as LeadListRow | undefined;
}

/** The lead with its notes and its change history, newest first; undefined for an unknown id. */
export async function getLeadDetail(db: AppDb, spec: LeadTableSpec, id: number) {
  const lead = await findLead(db, spec, id);
  if (!lead) return undefined;
  const forLead = <T extends typeof leadNotes | typeof leadEvents>(t: T) => and(eq(t.leadKind, spec.kind), eq(t.leadId, id));
  const [notes, history] = await Promise.all([
    db.select().from(leadNotes).where(forLead(leadNotes)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db.select().from(leadEvents).where(forLead(leadEvents)).orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)),
  ]);
  return { lead, notes, history };
}

const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

/**
 * Moves a lead to a status (with its lost reason or quote value) and records each changed field in
 * the history, in one transaction. The first move out of New stamps the response time.
 */
/** A field of a lead that a status change moved, as the history and the audit log record it. */
export interface LeadFieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** Sets a lead's status (and lost reason, quote value), recording each moved field in its history; undefined for an unknown lead. */
export async function updateLead(db: AppDb, spec: LeadTableSpec, id: number, input: LeadUpdate, author: StaffAuthor) {
  const table = asTable(spec.table);
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!current) return undefined;
    const lost = input.status === "lost";
    const next = {
      status: input.status,
      lostReason: lost ? (input.lostReason ?? null) : null,
      lostNote: lost ? input.lostNote || null : null,
      quoteValue: input.quoteValue === undefined ? current.quoteValue : input.quoteValue,
    };
    const changes: LeadFieldChange[] = (Object.keys(next) as (keyof typeof next)[])
      .filter((field) => asText(current[field]) !== asText(next[field]))
      .map((field) => ({ field, oldValue: asText(current[field]), newValue: asText(next[field]) }));
    if (changes.length === 0) return { changes, reference: current.reference };
    const firstResponse = current.firstResponseAt === null && current.status === NEW_LEAD_STATUS && next.status !== NEW_LEAD_STATUS;
    await tx
      .update(table)
      .set({ ...next, ...(firstResponse ? { firstResponseAt: sql`now()` } : {}) })
      .where(eq(table.id, id));
    await tx
      .insert(leadEvents)
      .values(changes.map((change) => ({ leadKind: spec.kind, leadId: id, ...change, userId: author.id, username: author.username })));
    return { changes, reference: current.reference };
  });
  if (!changed) return undefined;
  const lead = await findLead(db, spec, id);
  return lead && { lead, ...changed };
}

/** Adds a note to a lead; undefined for an unknown lead. */
export async function addLeadNote(db: AppDb, spec: LeadTableSpec, id: number, body: string, author: StaffAuthor) {
  const table = asTable(spec.table);
  const [lead] = await db.select({ id: table.id, reference: table.reference }).from(table).where(eq(table.id, id));
  if (!lead) return undefined;
  const [note] = await db
    .insert(leadNotes)
    .values({ leadKind: spec.kind, leadId: id, body, userId: author.id, username: author.username })
    .returning();
  return { note: note!, reference: lead.reference };
}

/**
 * "Not spam": the lead joins the list and its counts, and the receipt held back as spam is queued (within
 * the receipt limits), in one transaction. Undefined for an unknown lead; a lead that was not spam is
 * answered as it is (restored: false), and nothing is queued twice.
 */
export async function markLeadNotSpam(db: AppDb, spec: LeadTableSpec, id: number) {
  const table = asTable(spec.table);
  const restored = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const [row] = await tx
      .update(table)
      .set({ isSpam: false, spamReason: null })
      .where(and(eq(table.id, id), eq(table.isSpam, true)))
      .returning();
    if (row) await releaseHeldEmails(tx, spec.kind, row);
    return row;
  });
  const lead = await findLead(db, spec, id);
  return lead && { lead, restored: restored !== undefined };
}

/**
 * Deletes a lead and everything kept about it (notes, history, emails not yet sent, its site visit, its quote and
 * its private links) in one transaction,
 * answering its reference; undefined for an unknown lead. Its photos go right after (deletePhotosOfLead), as their files may be in S3.
 */
export async function deleteLead(db: AppDb, spec: LeadTableSpec, id: number): Promise<string | undefined> {
  const table = asTable(spec.table);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning({ reference: table.reference });
    if (!deleted) return undefined;
    const forLead = <T extends typeof leadNotes | typeof leadEvents>(t: T) => and(eq(t.leadKind, spec.kind), eq(t.leadId, id));
    await tx.delete(leadNotes).where(forLead(leadNotes));
    await tx.delete(leadEvents).where(forLead(leadEvents));
    await deleteLeadEmails(tx, spec.kind, id);
    await deleteVisitsOfLead(tx, spec.kind, id);
    await deleteLeadLinks(tx, spec.kind, id);
    await deleteQuotesOfLead(tx, spec.kind, id);
    return deleted.reference;
  });
}
