import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AD_SERVICE_OPTIONS, BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { contactInquiries, googleAdLeads } from "@shared/schema";
import type { AppDb } from "../../db/client";

export type LeadTable = typeof contactInquiries | typeof googleAdLeads;
export type LeadRow = typeof contactInquiries.$inferSelect | typeof googleAdLeads.$inferSelect;

/** One of the kind's own fields in the CSV: header, column and, for option values, their labels. */
export interface LeadCsvField {
  header: string;
  key: string;
  options?: readonly { value: string; label: string }[];
}

/** What the server needs to know about each kind's table; the kind's names and paths are in shared/leads/lead-kinds.ts. */
export interface LeadTableSpec {
  kind: LeadKind;
  table: LeadTable;
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

const inquiries = contactInquiries;
const adLeads = googleAdLeads;

export const LEAD_TABLES: Record<LeadKind, LeadTableSpec> = {
  inquiries: {
    kind: "inquiries",
    table: inquiries,
    searchText: joined([
      sql`${inquiries.reference}`,
      sql`${inquiries.name}`,
      sql`${inquiries.email}`,
      sql`${inquiries.phone}`,
      sql`${inquiries.service}`,
      sql`${inquiries.location}`,
      labelOf(inquiries.budget, BUDGET_OPTIONS),
    ]),
    // Up to two services are stored in one text, joined by ", ".
    serviceMatches: (service) => sql`${inquiries.service} like ${`%${escapeLike(service)}%`}`,
    csvFields: [
      { header: "Name", key: "name" },
      { header: "Email", key: "email" },
      { header: "Phone", key: "phone" },
      { header: "Service", key: "service" },
      { header: "Location", key: "location" },
      { header: "Length", key: "length", options: LENGTH_OPTIONS },
      { header: "Timeline", key: "timeline", options: TIMELINE_OPTIONS },
      { header: "Budget", key: "budget", options: BUDGET_OPTIONS },
    ],
  },
  "ga-leads": {
    kind: "ga-leads",
    table: adLeads,
    searchText: joined([
      sql`${adLeads.reference}`,
      sql`${adLeads.name}`,
      sql`${adLeads.email}`,
      sql`${adLeads.phone}`,
      labelOf(adLeads.service, AD_SERVICE_OPTIONS),
      sql`${adLeads.message}`,
    ]),
    serviceMatches: (service) => sql`${adLeads.service} = ${service}`,
    csvFields: [
      { header: "Name", key: "name" },
      { header: "Email", key: "email" },
      { header: "Phone", key: "phone" },
      { header: "Service", key: "service", options: AD_SERVICE_OPTIONS },
      { header: "Message", key: "message" },
    ],
  },
};

/** A lead of either kind by its id, as stored. */
export async function findLeadRow(db: AppDb, kind: LeadKind, id: number): Promise<LeadRow | undefined> {
  // Both lead tables have an id column; Drizzle's builders take one table type at a time.
  const table = LEAD_TABLES[kind].table as typeof contactInquiries;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as LeadRow | undefined;
}

/** The lead a reference names, of whichever kind; undefined when none does. */
export async function findLeadByReference(db: AppDb, reference: string): Promise<{ kind: LeadKind; row: LeadRow } | undefined> {
  for (const spec of Object.values(LEAD_TABLES)) {
    const table = spec.table as typeof contactInquiries;
    const [row] = await db.select().from(table).where(eq(table.reference, reference));
    if (row) return { kind: spec.kind, row: row as LeadRow };
  }
  return undefined;
}
