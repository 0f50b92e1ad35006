import { auditLog } from "@shared/schema";
import type { AuditAction } from "@shared/audit/audit-actions";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";

/** Who did it: a staff member, a visitor (a failed sign-in) or the server itself. */
export interface AuditActor {
  id: number | null;
  name: string;
  ip?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  summary: string;
  before?: object | null;
  after?: object | null;
}

export type RecordAudit = (entry: AuditEntry) => Promise<void>;

/** JSON as PostgreSQL will keep it: dates as ISO strings, undefined dropped, so before and after compare alike. */
const plain = (value: object | null | undefined) => (value == null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>));

/** Adds one row to the audit log, in the transaction (or connection) given. */
export async function recordAudit(db: AppDb, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name.slice(0, 120),
    ip: actor.ip ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    summary: entry.summary.slice(0, 500),
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

/**
 * Runs a staff write and its audit rows in one transaction: the change and its record are stored together or
 * not at all, so a failed write leaves no row and no row describes a change that did not happen.
 */
export async function audited<T>(db: AppDb, actor: AuditActor, write: (tx: AppDb, audit: RecordAudit) => Promise<T>): Promise<T> {
  return inTransaction(db, (tx) => write(tx, (entry) => recordAudit(tx, actor, entry)));
}

/** The fields of `after` whose values differ from `before`, as two objects of those fields alone. */
export function changes<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): { before: Partial<T>; after: Partial<T> } {
  const changed = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])) as Partial<T>,
    after: Object.fromEntries(changed.map((field) => [field, after[field]])) as Partial<T>,
  };
}
