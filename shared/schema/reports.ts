import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Reports: advertising spend and the conversions told to Google Ads ----------

/** What the business spent on advertising in a month, per campaign (as in utm_campaign, or "Google Ads (no campaign)"). */
export const adSpend = pgTable(
  "ad_spend",
  {
    /** "2026-11" */
    month: notNullText("month"),
    campaign: notNullText("campaign"),
    amountCents: integer("amount_cents").notNull(),
    updatedBy: notNullText("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.campaign] }),
    check("ad_spend_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("ad_spend_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/** Each download of a conversions file for Google Ads: when, by whom, from which date, how many rows. */
export const conversionExports = pgTable("conversion_exports", {
  id: rowId(),
  file: text("file").$type<"offline" | "enhanced">().notNull(),
  since: date("since", { mode: "string" }).notNull(),
  includeEarlier: boolean("include_earlier").notNull(),
  rows: integer("rows").notNull(),
  createdBy: notNullText("created_by"),
  createdAt: createdAt(),
});

/** A lead's event already in a conversions file: the next file leaves it out unless asked to include earlier ones. */
export const conversionsExported = pgTable(
  "conversions_exported",
  {
    leadId: leadIdColumn("cascade").notNull(),
    event: text("event").$type<"qualified" | "won">().notNull(),
    exportId: integer("export_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.event] })],
);
