import { eq, inArray } from "drizzle-orm";
import { competitors, profitAnalysis, suppliers } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The golf lists that staff edit, delete and (suppliers, competitors) import. */
export const managedTables = { suppliers, competitors, "profit-analysis": profitAnalysis } as const;
export type ManagedList = keyof typeof managedTables;
type ManagedTable = (typeof managedTables)[ManagedList];

const IMPORT_CHUNK = 500;

// Drizzle's generics cannot follow a union of tables through update/delete; each table has an `id` serial.
const asOne = (table: ManagedTable) => table as typeof suppliers;

export async function findRecord(db: AppDb, list: ManagedList, id: number): Promise<Record<string, unknown> | undefined> {
  const table = asOne(managedTables[list]);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

/** Updates the given fields; undefined when no row has that id. */
export async function findRecords(db: AppDb, list: ManagedList, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  const table = managedTables[list];
  return ids.length
    ? db
        .select()
        .from(table)
        .where(inArray(table.id, [...ids]))
    : [];
}

export async function updateRecord(db: AppDb, list: ManagedList, id: number, values: Record<string, unknown>) {
  const table = asOne(managedTables[list]);
  if (Object.keys(values).length === 0) return findRecord(db, list, id);
  const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return row as Record<string, unknown> | undefined;
}

/** True when a row was deleted. */
export async function deleteRecord(db: AppDb, list: ManagedList, id: number): Promise<boolean> {
  const table = asOne(managedTables[list]);
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/** Deletes the rows with these ids; how many there were. */
export async function deleteRecords(db: AppDb, list: ManagedList, ids: readonly number[]): Promise<number> {
  const table = asOne(managedTables[list]);
  const deleted = await db
    .delete(table)
    .where(inArray(table.id, [...ids]))
    .returning({ id: table.id });
  return deleted.length;
}

/** Inserts every row or none: one transaction, in chunks that stay under PostgreSQL's parameter limit. */
export async function insertAll(db: AppDb, list: "suppliers" | "competitors", rows: Record<string, unknown>[]): Promise<number> {
  const table = asOne(managedTables[list]);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
      await tx.insert(table).values(rows.slice(i, i + IMPORT_CHUNK) as never);
    }
  });
  return rows.length;
}
