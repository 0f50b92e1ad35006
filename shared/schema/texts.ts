import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SmsPurpose, SmsStatus } from "../texts/text-api";
import { users } from "./auth";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Texts (SMS): every text sent or received, the consents, and the numbers that said STOP ----------

/**
 * A text to or from a number: a homeowner's (with their lead), or a staff member's alert. An outgoing text is a
 * row before it is a task: it is written in the transaction of the event, sent by the queue at `sendAt`, and its
 * delivery receipts update its status.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade"),
    /** the staff member an alert went to */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    direction: text("direction").$type<"out" | "in">().notNull(),
    purpose: text("purpose").$type<SmsPurpose>().notNull(),
    /** the other party's number, in E.164 */
    number: notNullText("number"),
    body: notNullText("body"),
    segments: integer("segments").notNull(),
    status: text("status").$type<SmsStatus>().notNull(),
    /** the provider's message id, once it took the text */
    sid: text("sid").unique(),
    /** when it is (or was) due to go */
    sendAt: timestamp("send_at", { withTimezone: true }).defaultNow().notNull(),
    /** when it was handed to the provider: what the hourly cap counts */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** a reply with STOP or UNSUBSCRIBE among other words, flagged for staff */
    possibleOptOut: boolean("possible_opt_out").default(false).notNull(),
    /** why it was not sent, or the provider's error */
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index("sms_messages_lead_idx").on(t.leadId, t.createdAt),
    index("sms_messages_number_idx").on(t.number, t.createdAt),
    index("sms_messages_sent_idx").on(t.sentAt),
  ],
);

/** A homeowner's consent to texts about their quote: the number, the words they ticked, when, and on which form. */
export const smsConsents = pgTable(
  "sms_consents",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    number: notNullText("number"),
    wording: notNullText("wording"),
    form: notNullText("form"),
    givenAt: timestamp("given_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex("sms_consents_one_per_lead").on(t.leadId)],
);

/** A staff member's new mobile, waiting for the code texted to it: one per account, the code kept as its hash. */
export const mobileConfirmations = pgTable("mobile_confirmations", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mobile: notNullText("mobile"),
  codeHash: notNullText("code_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  tries: integer("tries").default(0).notNull(),
});

/** A number that replied STOP: never texted again until it replies START. The record stays. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  number: text("number").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull(),
  keyword: notNullText("keyword"),
  /** set when the number replied START after its last STOP */
  optedInAt: timestamp("opted_in_at", { withTimezone: true }),
});
