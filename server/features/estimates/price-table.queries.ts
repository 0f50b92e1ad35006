import { desc } from "drizzle-orm";
import { type PriceTable, STARTING_PRICE_TABLE } from "@shared/estimates/price-table";
import { priceTables } from "@shared/schema";
import type { AppDb } from "../../db/client";

export interface PriceTableVersion {
  /** 0: the starting table, before the Owner saved one */
  version: number;
  table: PriceTable;
}

/** The table in use: the newest saved, or the starting one. */
export async function currentPriceTable(db: AppDb): Promise<PriceTableVersion> {
  const [row] = await db.select().from(priceTables).orderBy(desc(priceTables.id)).limit(1);
  return row ? { version: row.id, table: row.table } : { version: 0, table: STARTING_PRICE_TABLE };
}

/** Saves a new version of the table (an earlier one never changes: estimates name the version they used). */
export async function savePriceTable(tx: AppDb, table: PriceTable, by: string): Promise<PriceTableVersion> {
  const [row] = await tx.insert(priceTables).values({ table, createdBy: by }).returning();
  return { version: row!.id, table: row!.table };
}
