import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ComplianceTriggers } from "../compliance/compliance-api";
import type { ComplianceCode } from "../compliance/compliance-rules";
import { createdAt, notNullText, rowId } from "./columns";
import { jobIdColumn } from "./jobs";

// ---------- The paperwork before the digger: a job's compliance register (docs/decisions/compliance.md) ----------

/**
 * How a job falls under the rules where its quote's runs do not say: staff's ticks (a job without runs), the stages
 * marked for a Form 16 inspection, the stage that digs, and the flag a schedule change leaves when it moves digging
 * past the Before You Dig plans' validity. One row per job, made when first changed.
 */
export const jobComplianceSettings = pgTable("job_compliance_settings", {
  jobId: jobIdColumn().primaryKey(),
  triggers: jsonb("triggers").$type<ComplianceTriggers>(),
  inspectionStages: jsonb("inspection_stages").$type<number[]>(),
  digStage: integer("dig_stage").default(1).notNull(),
  flag: text("flag"),
});

/** What staff recorded for one item of a job's register (per stage for Form 16s), and an Owner's override. */
export const jobCompliance = pgTable(
  "job_compliance",
  {
    jobId: jobIdColumn(),
    code: text("code").$type<ComplianceCode>().notNull(),
    /** the inspection's stage; 0 for every other item */
    stage: integer("stage").default(0).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().default({}).notNull(),
    recordedBy: text("recorded_by"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }),
    overrideReason: text("override_reason"),
    overrideBy: text("override_by"),
    overrideAt: timestamp("override_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.code, t.stage] })],
);

/**
 * An evidence file of an item: a certificate (a PDF or an image, the document) or a photo (a Form 16's stage photo,
 * a barrier check's). PDFs are kept as sent under a private key; images go through the image pipeline (private).
 */
export const complianceFiles = pgTable(
  "compliance_files",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    code: text("code").$type<ComplianceCode>().notNull(),
    stage: integer("stage").default(0).notNull(),
    role: text("role").$type<"document" | "photo">().notNull(),
    /** the pool barrier check a photo shows */
    check: text("check"),
    /** a PDF's key in the file store */
    fileKey: text("file_key"),
    /** an image's row */
    imageId: integer("image_id"),
    contentType: notNullText("content_type"),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("compliance_files_job_idx").on(t.jobId, t.code, t.stage)],
);

export type JobComplianceRow = typeof jobCompliance.$inferSelect;
export type ComplianceFileRow = typeof complianceFiles.$inferSelect;
