import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { auditLog } from "@shared/schema";
import { AUDIT_PAGE_SIZE, type AuditQuery } from "@shared/audit/audit-validation";
import type { AppDb } from "../../db/client";

/** Brisbane has no daylight saving: a day there starts at 00:00 +10:00. */
const brisbaneDayStart = (day: string) => sql`${`${day}T00:00:00+10:00`}::timestamptz`;

function conditions({ from, to, actor, action }: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (from) parts.push(gte(auditLog.createdAt, brisbaneDayStart(from)));
  if (to) parts.push(lt(auditLog.createdAt, sql`${brisbaneDayStart(to)} + interval '1 day'`));
  if (actor) parts.push(ilike(auditLog.actorName, `%${actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (action) parts.push(eq(auditLog.action, action));
  return parts.length ? and(...parts) : undefined;
}

/** One page of the audit log, newest first. */
export async function auditPage(db: AppDb, query: AuditQuery) {
  const where = conditions(query);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  const total = totals?.total ?? 0;
  return { rows, total, page: query.page, pageSize: AUDIT_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

/** Every matching row for the export, newest first, up to `limit`. */
export async function auditRows(db: AppDb, query: AuditQuery, limit: number) {
  return db.select().from(auditLog).where(conditions(query)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
