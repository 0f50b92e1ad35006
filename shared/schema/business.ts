import { integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";

// ---------- The office's own settings and its record of who changed what ----------

/**
 * The business's details as staff edited them in /admin, one row per save (the newest is in force), with who
 * saved it and when. Fields left out keep the value the environment gives (shared/business-profile.ts).
 */
export const businessDetails = pgTable("business_details", {
  id: rowId(),
  details: jsonb("details").$type<Record<string, unknown>>().notNull(),
  changedById: integer("changed_by_id"),
  changedBy: notNullText("changed_by"),
  createdAt: createdAt(),
});
