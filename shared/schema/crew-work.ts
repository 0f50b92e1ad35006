import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CrewOpType, JobKind } from "../crew/crew-words";
import { users } from "./auth";
import { createdAt, notNullText, rowId } from "./columns";
import { jobIdColumn, workJobs } from "./jobs";

// ---------- The crew's day: what a crew records on site, each with the phone's time (docs/decisions/crew-sync.md) ----------

const phoneTime = (name: string) => timestamp(name, { withTimezone: true });
const arrivedAt = (name: string) => timestamp(name, { withTimezone: true }).defaultNow().notNull();

/** What a crew records on site keeps when it happened (the phone's time), when it arrived, and who. */
const recordedOnSite = () => ({
  at: phoneTime("at").notNull(),
  receivedAt: arrivedAt("received_at"),
  byId: integer("by_id").notNull(),
  by: notNullText("by"),
});

/** The Owner's checklist of a job kind; a job copies it when it is made. */
export const checklistTemplates = pgTable("checklist_templates", {
  kind: text("kind").$type<JobKind>().primaryKey(),
  items: jsonb("items").$type<{ text: string; photoRequired: boolean }[]>().notNull(),
  updatedBy: notNullText("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

/** A job's own checklist, copied from its kind's template; a tick keeps who and when (the earliest tick wins). */
export const jobChecklistItems = pgTable(
  "job_checklist_items",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    position: integer("position").notNull(),
    text: notNullText("text"),
    photoRequired: boolean("photo_required").default(false).notNull(),
    checkedAt: phoneTime("checked_at"),
    checkedReceivedAt: timestamp("checked_received_at", { withTimezone: true }),
    checkedById: integer("checked_by_id"),
    checkedBy: text("checked_by"),
  },
  (t) => [index("job_checklist_items_job_idx").on(t.jobId, t.position)],
);

/**
 * Every op a phone sent that was applied, by the id the phone gave it: the primary key is what applies an op once
 * however often, and from however many requests at once, it arrives.
 */
export const crewOps = pgTable(
  "crew_ops",
  {
    opId: uuid("op_id").primaryKey(),
    type: text("type").$type<CrewOpType | "photo" | "sign-off">().notNull(),
    userId: integer("user_id").notNull(),
    jobId: integer("job_id").notNull(),
    at: phoneTime("at").notNull(),
    receivedAt: arrivedAt("received_at"),
  },
  (t) => [index("crew_ops_job_idx").on(t.jobId)],
);

/** One member's time on a job, from a clock-on to its clock-off; entries never merge. */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    stage: integer("stage").notNull(),
    userId: integer("user_id")
      .references(() => users.id)
      .notNull(),
    onAt: phoneTime("on_at").notNull(),
    onReceivedAt: arrivedAt("on_received_at"),
    offAt: phoneTime("off_at"),
    offReceivedAt: timestamp("off_received_at", { withTimezone: true }),
    /** set by the clock-off: the whole entry is then time the homeowner is not charged for */
    unchargedReason: text("uncharged_reason"),
    recordedById: integer("recorded_by_id").notNull(),
    /** the member read and acknowledged the stage's safe work method statement before clocking on */
    swmsAcknowledged: boolean("swms_acknowledged").default(false).notNull(),
  },
  (t) => [index("time_entries_job_idx").on(t.jobId), index("time_entries_on_idx").on(t.onAt)],
);

/** Materials a crew used on a job: free text today. */
export const jobMaterials = pgTable(
  "job_materials",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    item: notNullText("item"),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull(),
    unit: notNullText("unit"),
    ...recordedOnSite(),
  },
  (t) => [index("job_materials_job_idx").on(t.jobId)],
);

/** A crew's note on a stage. */
export const jobNotes = pgTable(
  "job_notes",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    stage: integer("stage").notNull(),
    text: notNullText("text"),
    ...recordedOnSite(),
  },
  (t) => [index("job_notes_job_idx").on(t.jobId)],
);

/** The homeowner's signed sign-off of a finished job: its PDF is made once and never changes. */
export const jobSignOffs = pgTable(
  "job_sign_offs",
  {
    jobId: integer("job_id")
      .references(() => workJobs.id, { onDelete: "cascade" })
      .primaryKey(),
    opId: uuid("op_id").notNull(),
    signerName: notNullText("signer_name"),
    at: phoneTime("at").notNull(),
    receivedAt: arrivedAt("received_at"),
    sha256: notNullText("sha256"),
    fileKey: notNullText("file_key"),
    signedById: integer("signed_by_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_sign_offs_op_idx").on(t.opId)],
);

/** The Owner's own reasons for uncharged time, beside the built-in ones. */
export const unchargedReasons = pgTable(
  "uncharged_reasons",
  {
    key: text("key").notNull(),
    label: notNullText("label"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
