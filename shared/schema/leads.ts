import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { type Attribution, EMPTY_ATTRIBUTION } from "../attribution";
import type { LeadEmailKind, ReceiptNotSentReason } from "../leads/lead-emails";
import { LEAD_KINDS, type LeadKind } from "../leads/lead-kinds";
import { createdAt, money, notNullText, rowId } from "./columns";

// ---------- Lead screening: attribution, spam flag, qualification notes ----------

/** The campaign, keyword and page that brought a lead; every key null when unknown. */
const attributionColumn = () => jsonb("attribution").$type<Attribution>().default(EMPTY_ATTRIBUTION).notNull();
/** Where the lead came from, read from its attribution when it arrives (shared/reports/lead-source.ts), for the owner's reports. */
const reportSourceColumns = () => ({ source: text("source"), campaign: text("campaign") });
/** A submission caught by the spam rules is stored with its reason, never dropped. */
export const spamColumns = () => ({ isSpam: boolean("is_spam").default(false).notNull(), spamReason: text("spam_reason") });
/** Whether the quote form showed the minimum-job or service-area note. */
const qualificationColumns = () => ({
  belowMinimum: boolean("below_minimum").default(false).notNull(),
  outsideServiceArea: boolean("outside_service_area").default(false).notNull(),
});

/** Lead desk: the pipeline columns both lead tables share; every existing row starts New. */
const leadDeskColumns = () => ({
  status: text("status").default("new").notNull(),
  /** when the status last became Won or Lost (null while open): the homeowner's links expire from here */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  lostReason: text("lost_reason"),
  lostNote: text("lost_note"),
  quoteValue: money("quote_value"),
  /** when the lead first moved out of New: the response time against the business's promise */
  firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  /** a Won job staff marked Completed: the moment its customer is asked, once, for a review */
  completedAt: timestamp("completed_at", { withTimezone: true }),
  /** when a staff member first opened the lead (or its alert): a lead not opened in 5 minutes is texted to the office */
  openedAt: timestamp("opened_at", { withTimezone: true }),
});

/** A lead's one reference (shared/leads/lead-reference.ts), told to the homeowner and shown to staff. */
const referenceColumn = () => text("reference").notNull().unique();

/** Every table that points at a lead holds this one column: the lead's id, a foreign key. */
export const leadIdColumn = (onDelete: "cascade" | "set null" | "no action" = "no action") =>
  integer("lead_id").references((): AnyPgColumn => leads.id, { onDelete });

const kindList = sql.raw(LEAD_KINDS.map((kind) => `'${kind}'`).join(", "));

// ---------- Contractor site: every lead, of both forms, in one table ----------

/**
 * Both forms' leads. The kind (shared/leads/lead-kinds.ts) says which form it came from; a quote request's own
 * fields (length, location, timeline, budget, council, the qualification notes) and an ad lead's own field
 * (message) are columns the other kind leaves empty, and a CHECK holds each kind to its own.
 */
export const leads = pgTable(
  "leads",
  {
    id: rowId(),
    kind: text("kind").$type<LeadKind>().notNull(),
    reference: referenceColumn(),
    name: notNullText("name"),
    phone: notNullText("phone"),
    email: notNullText("email"),
    service: notNullText("service"),
    /** a quote request's: LENGTH_OPTIONS, the suburb typed, TIMELINE_OPTIONS, BUDGET_OPTIONS */
    length: text("length"),
    location: text("location"),
    timeline: text("timeline"),
    budget: text("budget"),
    /** a quote request's: the council of the service area its location names ("" when none we know), for the reports */
    council: text("council"),
    /** an ad lead's: what the homeowner wrote */
    message: text("message"),
    createdAt: createdAt(),
    attribution: attributionColumn(),
    ...reportSourceColumns(),
    ...spamColumns(),
    ...qualificationColumns(),
    ...leadDeskColumns(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_kind_created_at_idx").on(t.kind, t.createdAt),
    index("leads_kind_status_created_at_idx").on(t.kind, t.status, t.createdAt),
    check("leads_kind_check", sql`${t.kind} in (${kindList})`),
    check(
      "leads_kind_fields_check",
      sql`(${t.kind} = 'inquiries' and ${t.length} is not null and ${t.location} is not null and ${t.timeline} is not null and ${t.budget} is not null and ${t.message} is null)
        or (${t.kind} = 'ga-leads' and ${t.message} is not null and ${t.length} is null and ${t.location} is null and ${t.timeline} is null and ${t.budget} is null and ${t.council} is null)`,
    ),
  ],
);

// ---------- Lead emails: which emails a lead has, each sent as a task (see docs/decisions/lead-emails.md) ----------

export const leadEmails = pgTable(
  "lead_emails",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    kind: text("kind").$type<LeadEmailKind>().notNull(),
    /** the task that sends it; null for a receipt that is not sent */
    taskId: integer("task_id"),
    /** why a receipt is not sent ("spam", "limit"); null once it is queued */
    notSentReason: text("not_sent_reason").$type<ReceiptNotSentReason>(),
    /** receipts: the address it goes to, lower case, and a hash of the visitor's address (the receipt limits) */
    recipient: text("recipient"),
    visitorKey: text("visitor_key"),
    /** when its task was queued: what the receipt limits count */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("lead_emails_one_per_kind").on(t.leadId, t.kind),
    index("lead_emails_recipient_idx").on(t.recipient, t.queuedAt),
    index("lead_emails_visitor_idx").on(t.visitorKey, t.queuedAt),
  ],
);

// ---------- Lead desk: history and notes of both lead kinds ----------

/** Every change of a lead's status, lost reason or quote value: who, when, old and new. Never updated. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    field: notNullText("field"),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    userId: integer("user_id"),
    /** kept as written, so the history still names the author if the account goes */
    username: notNullText("username"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/** Staff notes on a lead, newest shown first. Added, never edited. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    body: notNullText("body"),
    userId: integer("user_id"),
    username: notNullText("username"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

export type LeadEvent = typeof leadEvents.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;

export type Lead = typeof leads.$inferSelect;

export type LeadEmail = typeof leadEmails.$inferSelect;

// ---------- A homeowner's photos of their site, sent with a quote request (private) ----------

/**
 * Uploaded before the lead is sent, under a token only the uploading browser holds, and attached to the lead
 * by it; an upload never attached is deleted after a day.
 */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: rowId(),
    /** SHA-256 of the upload token */
    tokenHash: text("token_hash").notNull().unique(),
    imageId: integer("image_id").notNull(),
    /** the file's name as the visitor had it, for staff */
    fileName: notNullText("file_name"),
    /** the upload's size: what the cap on photos not yet sent with a form counts */
    bytes: integer("bytes").default(0).notNull(),
    /** null until the form that uploaded it is sent (a deleted lead's photos are deleted with it, in its transaction) */
    leadId: leadIdColumn("set null"),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_photos_lead_idx").on(t.leadId), index("lead_photos_unattached_idx").on(t.attachedAt, t.createdAt)],
);

export type LeadPhoto = typeof leadPhotos.$inferSelect;

/**
 * A homeowner's private links for a lead (its site-visit booking page): long random tokens, kept as their hashes.
 * A lead may have more than one (the one given at submission, and the one a receipt held back as spam carried
 * when staff released it); each works until the lead is deleted.
 */
export const leadLinks = pgTable(
  "lead_links",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    purpose: text("purpose").$type<"booking" | "quote" | "review" | "unsubscribe" | "job">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** how many times staff sent a new link of this purpose: the token is derived with it, so a new one ends the old */
    generation: integer("generation").default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_links_lead_idx").on(t.leadId)],
);

/**
 * The hashes of links staff replaced with new ones (a lead's or an invoice's): their address answers "this link has
 * been replaced" rather than "not found", so a homeowner with an old email knows a new one was sent.
 */
export const replacedLinks = pgTable("replaced_links", {
  tokenHash: text("token_hash").primaryKey(),
  purpose: notNullText("purpose"),
  replacedAt: createdAt(),
});
