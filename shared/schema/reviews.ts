import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn, spamColumns } from "./leads";

export const reviews = pgTable(
  "reviews",
  {
    id: rowId(),
    name: notNullText("name"),
    location: notNullText("location"),
    rating: integer("rating").notNull(),
    reviewText: notNullText("review_text"),
    service: text("service"),
    isApproved: text("is_approved").default("pending").notNull(),
    createdAt: createdAt(),
    // Review moderation: why a review is rejected or unpublished, the owner's public reply, held-for-review flags.
    moderationReason: text("moderation_reason"),
    moderationNote: text("moderation_note"),
    replyText: text("reply_text"),
    replyUpdatedAt: timestamp("reply_updated_at", { withTimezone: true }),
    containsLinks: boolean("contains_links").default(false).notNull(),
    duplicateOfId: integer("duplicate_of_id"),
    ...spamColumns(),
    /** sent from the review link of a completed job: a customer's review, tied to their lead */
    verified: boolean("verified").default(false).notNull(),
    leadId: leadIdColumn("set null"),
  },
  (t) => [index("reviews_status_created_at_idx").on(t.isApproved, t.createdAt)],
);

// ---------- Review moderation audit trail ----------

/** One row per moderation action or reply change; the product only ever inserts and reads them. */
export const reviewAuditEntries = pgTable(
  "review_audit_entries",
  {
    id: rowId(),
    /** no foreign key: drizzle-kit would name the "public" schema, which the per-schema PostgreSQL tests lack */
    reviewId: integer("review_id").notNull(),
    action: notNullText("action"),
    /** the staff username at the time */
    actor: notNullText("actor"),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    fromState: notNullText("from_state"),
    toState: notNullText("to_state"),
    reason: text("reason"),
    /** the reason's note, or the reply text for reply changes */
    note: text("note"),
  },
  (t) => [index("review_audit_entries_review_id_idx").on(t.reviewId, t.id)],
);

export type ReviewAuditEntry = typeof reviewAuditEntries.$inferSelect;

export type Review = typeof reviews.$inferSelect;

export const reviewStatus = { pending: "pending", approved: "approved", rejected: "rejected", unpublished: "unpublished" } as const;
