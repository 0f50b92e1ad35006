import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { PushAlert, PushKind } from "../push/push-alerts";
import { sessions, users } from "./auth";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Alerts on staff phones (Web Push) ----------

/** A device's push subscription (the browser's PushSubscription), kept against the account that turned it on. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: rowId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the session that turned alerts on: signing it out (or its end) removes the device */
    sessionId: varchar("session_id")
      .notNull()
      .references(() => sessions.sid, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: notNullText("p256dh"),
    auth: notNullText("auth"),
    deviceName: notNullText("device_name"),
    createdAt: createdAt(),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId), index("push_subscriptions_session_idx").on(t.sessionId)],
);

/** The alerts a staff member chose; no row means every alert. */
export const pushAlertChoices = pgTable("push_alert_choices", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  alerts: text("alerts").array().$type<PushAlert[]>().notNull(),
});

/** Each alert sent to each device: when its event happened, when the push service took it, and how long that was. */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: rowId(),
    alert: text("alert").$type<PushKind>().notNull(),
    leadId: leadIdColumn("cascade"),
    reviewId: integer("review_id"),
    userId: integer("user_id"),
    deviceName: notNullText("device_name"),
    eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    latencyMs: integer("latency_ms"),
    /** pushed; gone (the push service no longer knows the device: removed); failed (refused for good) */
    state: text("state").$type<"pushed" | "gone" | "failed">().notNull(),
  },
  (t) => [index("push_deliveries_lead_idx").on(t.leadId)],
);

/** When each kind of Owner notice last went: one an hour while its cause lasts (the texts' cap), not one per text. */
export const ownerNoticeMarks = pgTable("owner_notice_marks", {
  key: text("key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).defaultNow().notNull(),
});
