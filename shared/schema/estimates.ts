import { date, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { Estimate, EstimateJob } from "../estimates/estimate";
import type { PriceTable } from "../estimates/price-table";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

/**
 * The instant estimate's price table, one row per version (the newest is in use): never updated, so an estimate names
 * the version it was made with. No row yet: the starting table (shared/estimate/price-table.ts) is version 0.
 */
export const priceTables = pgTable("price_tables", {
  id: rowId(),
  table: jsonb("table").$type<PriceTable>().notNull(),
  createdBy: notNullText("created_by"),
  createdAt: createdAt(),
});

/** A lead sent from the instant estimate: what the homeowner asked, what the estimate said, and the table it used. */
export const leadEstimates = pgTable("lead_estimates", {
  leadId: leadIdColumn("cascade").primaryKey(),
  /** the inputs as parsed (lengths and heights in centimetres) */
  job: jsonb("job").$type<EstimateJob>().notNull(),
  estimate: jsonb("estimate").$type<Estimate>().notNull(),
  /** the price table's version (0: the starting table) */
  tableVersion: integer("table_version").notNull(),
  createdAt: createdAt(),
});

export type LeadEstimate = typeof leadEstimates.$inferSelect;

/**
 * How many estimates were shown each Brisbane day (a range reached a visitor: the page's first range in a visit, or
 * the page without JavaScript answering with one), for the owner's reports beside those sent, booked and won.
 */
export const estimateShownDays = pgTable("estimate_shown_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  shown: integer("shown").notNull(),
});

/** Who was counted on a day (a hash of their address): each visitor counts once a day. Kept for two days. */
export const estimateShownVisitors = pgTable(
  "estimate_shown_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);
