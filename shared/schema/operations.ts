import { customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";

// ---------- Operations: throttle counters shared by every process ----------

/** One row per throttle key (limiter prefix + client), counted atomically by every server process. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

// ---------- Tasks: the one queue of work that happens later (server/infra/tasks) ----------

/**
 * Work done after the request that caused it (emails now; reminders and pushes later), queued in that
 * request's transaction and run by a worker in each server process. The queue knows a task's type and
 * state, never what the payload is about.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: rowId(),
    type: notNullText("type"),
    payload: jsonb("payload").$type<Record<string, unknown>>().default({}).notNull(),
    /** queued | retrying | done | failed */
    state: text("state").default("queued").notNull(),
    attempts: integer("attempts").default(0).notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).defaultNow().notNull(),
    /** a worker owns the task until then; an interrupted run is retried once it passes */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("tasks_due_idx").on(t.state, t.runAt)],
);

export type Task = typeof tasks.$inferSelect;

// ---------- Files and images (server/infra/files, server/infra/images) ----------

/** Bytes in PostgreSQL, as Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** File bytes when they are kept in PostgreSQL (the default store; S3 holds them instead when configured). */
export const blobs = pgTable("blobs", {
  key: text("key").primaryKey(),
  contentType: notNullText("content_type"),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/**
 * A picture the site can show: an upload the image pipeline made (a JPEG master and AVIF and WebP at several
 * widths, in the file store under its key) or a drawing the site ships (served from its `src`).
 */
export const images = pgTable("images", {
  id: rowId(),
  /** public: at content-hashed /media URLs for anyone; private: only through a staff route */
  visibility: text("visibility").$type<"public" | "private">().notNull(),
  origin: text("origin").$type<"upload" | "drawing">().notNull(),
  /** an upload's name in the file store (public: from its content's hash; private: random); a drawing's path */
  key: text("key").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** widths of the AVIF and WebP derivatives, ascending; none for a drawing */
  widths: jsonb("widths").$type<number[]>().default([]).notNull(),
  /** bytes stored for it, every derivative included */
  size: integer("size").default(0).notNull(),
  /** "processing" from the upload until the task queue has made its master and derivatives; "failed" when it could not */
  state: text("state").$type<"ready" | "processing" | "failed">().default("ready").notNull(),
  /** the checked upload as sent, kept only until its derivatives exist (it may hold the camera's GPS position) */
  originalKey: text("original_key"),
  createdAt: createdAt(),
});

export type StoredImage = typeof images.$inferSelect;
