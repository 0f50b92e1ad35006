import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { TakeoffRules } from "../costs/takeoff-rules";
import type { CostCategory } from "../costs/costs-api";
import { users } from "./auth";
import { createdAt, notNullText, rowId } from "./columns";
import { images } from "./operations";
import { jobIdColumn, workJobs } from "./jobs";

// ---------- What each job cost: the take-off's rules, prices, people's loaded rates, and costs recorded on a job ----------

/** The take-off's rule table, one row per version (the newest is in use); none yet: the starting table. */
export const takeoffRuleTables = pgTable("takeoff_rule_tables", {
  id: rowId(),
  rules: jsonb("rules").$type<TakeoffRules>().notNull(),
  createdBy: notNullText("created_by"),
  createdAt: createdAt(),
});

/** What one take-off item costs the business, ex GST, per its unit; an item not listed costs 0. */
export const materialPrices = pgTable("material_prices", {
  item: text("item").primaryKey(),
  unit: notNullText("unit"),
  unitCostCents: integer("unit_cost_cents").notNull(),
  updatedBy: notNullText("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

/** An account's loaded hourly cost (wage, on-costs, vehicle) from a Brisbane day on; time is costed at the rate of its day. */
export const hourlyCosts = pgTable(
  "hourly_costs",
  {
    userId: integer("user_id")
      .references(() => users.id, { onDelete: "cascade" })
      .notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    cents: integer("cents").notNull(),
    setBy: notNullText("set_by"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fromDay] }), check("hourly_costs_cents_check", sql`${t.cents} >= 0`)],
);

/** A cost staff recorded against a job besides time and materials: a subcontractor, hire, tip fees, concrete. */
export const jobCosts = pgTable(
  "job_costs",
  {
    id: rowId(),
    jobId: jobIdColumn(),
    category: text("category").$type<CostCategory>().notNull(),
    /** ex GST */
    amountCents: integer("amount_cents").notNull(),
    supplier: text("supplier").default("").notNull(),
    note: text("note").default("").notNull(),
    stage: integer("stage"),
    receiptImageId: integer("receipt_image_id").references(() => images.id, { onDelete: "set null" }),
    byId: integer("by_id").notNull(),
    by: notNullText("by"),
    createdAt: createdAt(),
  },
  (t) => [index("job_costs_job_idx").on(t.jobId), check("job_costs_amount_check", sql`${t.amountCents} > 0`)],
);

/** Whether a job's actual cost is past its quote by more than the Owner's threshold: an alert goes once per crossing. */
export const jobCostWatch = pgTable("job_cost_watch", {
  jobId: integer("job_id")
    .primaryKey()
    .references(() => workJobs.id, { onDelete: "cascade" }),
  over: boolean("over").default(false).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).defaultNow().notNull(),
});
