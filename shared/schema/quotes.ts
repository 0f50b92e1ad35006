import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { WorkRun } from "../costs/work-runs";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Quotes: written from a lead, sent as versions, accepted online ----------

export const quotes = pgTable(
  "quotes",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    /** staff logged the homeowner's reply: no more follow-ups */
    followUpsStoppedAt: timestamp("follow_ups_stopped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("quotes_one_per_lead").on(t.leadId)],
);

export interface QuoteLine {
  description: string;
  /** up to three decimals, as typed: "12.5" */
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
}

export interface QuoteStage {
  description: string;
  amountCents: number;
  /** the crew's hours the stage was quoted on: staff only, never on the homeowner's page, PDF or any public answer */
  labourHours?: number;
}

/** The contractor's details as the quote states them, taken from the business profile when it was written. */
export interface QuoteContractor {
  licensedName: string;
  tradingName: string;
  qbccLicence: string;
  phone: string;
  email: string;
  address: string;
}

/**
 * One version of a quote. A draft may be edited; once sent it never changes (editing makes the next version), and
 * the one accepted is kept with who accepted it, when, from where, and the hash of exactly what they saw.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: rowId(),
    quoteId: integer("quote_id").notNull(),
    version: integer("version").notNull(),
    state: text("state").$type<"draft" | "sent" | "superseded" | "accepted" | "declined">().default("draft").notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    scope: notNullText("scope"),
    exclusions: text("exclusions").default("").notNull(),
    startDate: date("start_date", { mode: "string" }),
    completionDate: date("completion_date", { mode: "string" }),
    validDays: integer("valid_days").notNull(),
    depositPercent: numeric("deposit_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    stages: jsonb("stages").$type<QuoteStage[]>().default([]).notNull(),
    /** the measured runs of work the take-off and the job's costs read: staff only, like the stages' labour hours */
    runs: jsonb("runs").$type<WorkRun[]>().default([]).notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    gstCents: integer("gst_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    contractor: jsonb("contractor").$type<QuoteContractor>().notNull(),
    createdBy: notNullText("created_by"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** SHA-256 of the version's content as sent: what an acceptance is an acceptance of */
    contentHash: text("content_hash"),
    acceptedName: text("accepted_name"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    acceptedGuide: boolean("accepted_guide"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declinedReason: text("declined_reason"),
  },
  (t) => [
    uniqueIndex("quote_versions_number").on(t.quoteId, t.version),
    check(
      "quote_versions_money_check",
      sql`${t.subtotalCents} >= 0 and ${t.gstCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.gstCents} and ${t.depositCents} between 0 and ${t.totalCents}`,
    ),
  ],
);

export type Quote = typeof quotes.$inferSelect;
export type QuoteVersion = typeof quoteVersions.$inferSelect;

/** Each email about a quote: the quote itself, the follow-ups (scheduled or sent by hand), the confirmation. */
export const quoteEmails = pgTable(
  "quote_emails",
  {
    id: rowId(),
    versionId: integer("version_id").notNull(),
    kind: text("kind").$type<"quote" | "follow-up" | "confirmation">().notNull(),
    manual: boolean("manual").default(false).notNull(),
    taskId: integer("task_id"),
    createdAt: createdAt(),
  },
  (t) => [index("quote_emails_version_idx").on(t.versionId)],
);

/** Addresses that unsubscribed from follow-ups (one click, RFC 8058): never sent another. */
export const emailUnsubscribes = pgTable("email_unsubscribes", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});
