import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AD_SERVICE_OPTIONS, BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { type Lead, leads } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** One of the kind's own fields in the CSV: header, column and, for option values, their labels. */
export interface LeadCsvField {
  header: string;
  key: keyof Lead;
  options?: readonly { value: string; label: string }[];
}

/** What differs between the kinds in the desk's queries; their names and paths are in shared/leads/lead-kinds.ts. */
export interface LeadKindSpec {
  kind: LeadKind;
  /** the text the search box looks in: the columns staff see, option values as their labels */
  searchText: SQL;
  /** matches a service chosen in the filter */
  serviceMatches: (service: string) => SQL;
  csvFields: readonly LeadCsvField[];
}

/** `case column when 'over-20k' then 'Over $20,000' ... end`, so a search finds what the screen shows. */
const labelOf = (column: PgColumn, options: readonly { value: string; label: string }[]) =>
  sql`case ${column} ${sql.join(
    options.map((option) => sql`when ${option.value} then ${option.label}`),
    sql` `,
  )} else ${column} end`;

const joined = (parts: SQL[]) => sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const contactFields = [sql`${leads.reference}`, sql`${leads.name}`, sql`${leads.email}`, sql`${leads.phone}`];

/** Every lead export starts with who to contact. */
const CONTACT_CSV_FIELDS: LeadKindSpec["csvFields"] = [
  { header: "Name", key: "name" },
  { header: "Email", key: "email" },
  { header: "Phone", key: "phone" },
];

export const LEAD_KIND_SPECS: Record<LeadKind, LeadKindSpec> = {
  inquiries: {
    kind: "inquiries",
    searchText: joined([...contactFields, sql`${leads.service}`, sql`${leads.location}`, labelOf(leads.budget, BUDGET_OPTIONS)]),
    // Up to two services are stored in one text, joined by ", ".
    serviceMatches: (service) => sql`${leads.service} like ${`%${escapeLike(service)}%`}`,
    csvFields: [
      ...CONTACT_CSV_FIELDS,
      { header: "Service", key: "service" },
      { header: "Location", key: "location" },
      { header: "Length", key: "length", options: LENGTH_OPTIONS },
      { header: "Timeline", key: "timeline", options: TIMELINE_OPTIONS },
      { header: "Budget", key: "budget", options: BUDGET_OPTIONS },
    ],
  },
  "ga-leads": {
    kind: "ga-leads",
    searchText: joined([...contactFields, labelOf(leads.service, AD_SERVICE_OPTIONS), sql`${leads.message}`]),
    serviceMatches: (service) => sql`${leads.service} = ${service}`,
    csvFields: [
      ...CONTACT_CSV_FIELDS,
      { header: "Service", key: "service", options: AD_SERVICE_OPTIONS },
      { header: "Message", key: "message" },
    ],
  },
};

/** A lead by its id, as stored; undefined for an unknown id. */
export async function findLead(db: AppDb, id: number): Promise<Lead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** A lead of the kind an address names (/api/contact/:id finds no ad lead); undefined otherwise. */
export async function findLeadOfKind(db: AppDb, kind: LeadKind, id: number): Promise<Lead | undefined> {
  const row = await db.query.leads.findFirst({ where: and(eq(leads.id, id), eq(leads.kind, kind)) });
  return row;
}

/** The lead a reference names; undefined when none does. */
export async function findLeadByReference(db: AppDb, reference: string): Promise<Lead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.reference, reference));
  return row;
}

/**
 * The lead's row, locked for the rest of the caller's transaction: every change to one lead (a move, an invoice
 * issued, a visit booked) waits for the one before it. Undefined for an unknown lead.
 */
export async function lockLead(tx: AppDb, id: number): Promise<Lead | undefined> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
  return lead;
}

/** A staff member opened the lead (or tapped its alert): it is not waiting any more. The first opening counts. */
export async function markLeadOpened(db: AppDb, leadId: number): Promise<void> {
  await db
    .update(leads)
    .set({ openedAt: new Date() })
    .where(and(eq(leads.id, leadId), isNull(leads.openedAt)));
}
