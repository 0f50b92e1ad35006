import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { JobKind } from "../crew/crew-words";
import { users } from "./auth";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Jobs: the work after a win, its stages on crews' days (see docs/decisions/jobs.md) ----------

/** A crew that works on site: a name, a colour on the calendar, and its members from the staff accounts. */
export const crews = pgTable("crews", {
  id: rowId(),
  name: text("name").notNull().unique(),
  /** "#rrggbb" */
  colour: notNullText("colour"),
  createdAt: createdAt(),
});

export const crewMembers = pgTable(
  "crew_members",
  {
    crewId: integer("crew_id")
      .references(() => crews.id, { onDelete: "cascade" })
      .notNull(),
    userId: integer("user_id")
      .references(() => users.id, { onDelete: "cascade" })
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.userId] })],
);

/** A Won lead's job: one per lead, made when its quote is accepted (or by staff), holding the quote's stages. */
export const workJobs = pgTable(
  "work_jobs",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    /** the accepted quote version its stages come from; null when staff made the job without an online quote */
    quoteVersionId: integer("quote_version_id"),
    createdBy: notNullText("created_by"),
    /** from its lead's service: which checklist template it takes */
    kind: text("kind").$type<JobKind>(),
    /** whether it has taken its kind's checklist (a job made before its template takes it when the template is saved) */
    checklistTaken: boolean("checklist_taken").default(false).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("work_jobs_one_per_lead").on(t.leadId)],
);

/** A column naming a job; its rows go with the job. */
export const jobIdColumn = () =>
  integer("job_id")
    .references(() => workJobs.id, { onDelete: "cascade" })
    .notNull();

/** A stage of a job, numbered from 1 as in the accepted quote, and when a crew marked it done. */
export const jobStages = pgTable(
  "job_stages",
  {
    jobId: jobIdColumn(),
    stage: integer("stage").notNull(),
    description: notNullText("description"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: text("done_by"),
    doneNote: text("done_note"),
    /** what the crew brings and gets ready, written by the office when it books the stage (else the kind's usual list) */
    prepare: text("prepare"),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.stage] }), check("job_stages_stage_check", sql`${t.stage} >= 1`)],
);

/** A stage booked onto a crew; its days are its rows in crew_days. One booking per stage. */
export const stageBookings = pgTable(
  "stage_bookings",
  {
    id: rowId(),
    jobId: integer("job_id").notNull(),
    stage: integer("stage").notNull(),
    crewId: integer("crew_id")
      .references(() => crews.id)
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stage_bookings_one_per_stage").on(t.jobId, t.stage),
    foreignKey({ columns: [t.jobId, t.stage], foreignColumns: [jobStages.jobId, jobStages.stage] }).onDelete("cascade"),
    index("stage_bookings_crew_idx").on(t.crewId),
  ],
);

/**
 * Each day a crew is booked, one row per crew and day: the primary key is what keeps a crew off two jobs on one
 * day, whichever process books it.
 */
export const crewDays = pgTable(
  "crew_days",
  {
    crewId: integer("crew_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    bookingId: integer("booking_id")
      .references(() => stageBookings.id, { onDelete: "cascade" })
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.day] }), index("crew_days_booking_idx").on(t.bookingId), index("crew_days_day_idx").on(t.day)],
);

/** A photo a crew took of a stage done: a private image, shown on the homeowner's job page and to staff. */
export const stagePhotos = pgTable(
  "stage_photos",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    stage: integer("stage").notNull(),
    imageId: integer("image_id").notNull(),
    /** a photo from the crew app: the phone's id for it (the same id again stores nothing new), its time and taker */
    opId: uuid("op_id"),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    takenById: integer("taken_by_id"),
    /** the checklist item it shows, when it was taken for one */
    itemId: integer("item_id"),
    createdAt: createdAt(),
  },
  (t) => [index("stage_photos_job_idx").on(t.jobId, t.stage), uniqueIndex("stage_photos_op_idx").on(t.opId)],
);

export type WorkJob = typeof workJobs.$inferSelect;
export type JobStage = typeof jobStages.$inferSelect;
export type Crew = typeof crews.$inferSelect;
