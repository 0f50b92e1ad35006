import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";

/**
 * Every staff write and sign-in: who, when, what, and the values before and after, written in the same
 * transaction as the change. A trigger refuses UPDATE and DELETE (migration 0010): rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: rowId(),
    createdAt: createdAt(),
    /** null for a visitor (a failed sign-in) or the server itself */
    actorId: integer("actor_id"),
    /** as it was at the time, so the row still names the person if the account changes */
    actorName: notNullText("actor_name"),
    ip: text("ip"),
    /** "lead.update", "review.approve", "account.invite"...: shared/staff/audit-actions.ts */
    action: notNullText("action"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** one line a person reads: "RW-CFB9ZG status New -> Contacted" */
    summary: notNullText("summary"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
