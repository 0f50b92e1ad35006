import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Site visits: the weekly windows, days off, booked visits and each window's count ----------

/** The weekly pattern of site-visit windows, in Brisbane time. */
export const visitWindows = pgTable(
  "visit_windows",
  {
    id: rowId(),
    /** 1 Monday ... 7 Sunday */
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    check("visit_windows_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("visit_windows_times_check", sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
    check("visit_windows_capacity_check", sql`${t.capacity} >= 1`),
  ],
);

/** A Brisbane day with no visits (leave, weather, a show day); Queensland's public holidays are closed besides. */
export const daysOff = pgTable("days_off", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note"),
  createdAt: createdAt(),
});

/**
 * How many visits each window holds, by the window's start. Booking increments `booked` in one upsert that
 * only matches while it is below the capacity, and the CHECK refuses more besides: the database, not a count
 * in memory, keeps a window from being over-booked by simultaneous bookings on several processes.
 */
export const visitSlots = pgTable(
  "visit_slots",
  {
    windowStart: timestamp("window_start", { withTimezone: true }).primaryKey(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").default(0).notNull(),
  },
  (t) => [check("visit_slots_capacity_check", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`)],
);

/** A lead's site visit. At most one booked visit per lead; a cancelled one stays as history. */
export const siteVisits = pgTable(
  "site_visits",
  {
    id: rowId(),
    leadId: leadIdColumn("cascade").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    state: text("state").$type<"booked" | "cancelled">().default("booked").notNull(),
    address: notNullText("address"),
    excavatorAccess: text("excavator_access"),
    parking: text("parking"),
    bookedBy: text("booked_by").$type<"homeowner" | "staff">().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex("site_visits_one_booked_per_lead")
      .on(t.leadId)
      .where(sql`${t.state} = 'booked'`),
    index("site_visits_window_idx").on(t.windowStart),
  ],
);

export type SiteVisit = typeof siteVisits.$inferSelect;
