import { count, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as sample from "@shared/golf/sample-data";
import {
  competitors,
  customerInsights,
  golfBrands,
  golfProducts,
  marketData,
  priceComparisons,
  profitAnalysis,
  suppliers,
} from "@shared/schema";
import type { AppDb, Database } from "./client";

const golfSeeds: [PgTable, readonly object[]][] = [
  [golfProducts, sample.sampleGolfProducts],
  [marketData, sample.sampleMarketData],
  [golfBrands, sample.sampleGolfBrands],
  [priceComparisons, sample.samplePriceComparisons],
  [customerInsights, sample.sampleCustomerInsights],
  [suppliers, sample.sampleSuppliers],
  [competitors, sample.sampleCompetitors],
  [profitAnalysis, sample.sampleProfitAnalyses],
];

async function isEmpty(db: AppDb, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Fills each golf table that is empty with the sample data; running it again changes nothing. */
export async function seedGolfData(database: Database): Promise<string[]> {
  return database.withStartupLock(async (db) => {
    const seeded: string[] = [];
    for (const [table, rows] of golfSeeds) {
      if (rows.length === 0 || !(await isEmpty(db, table))) continue;
      await db.insert(table).values(rows as never);
      seeded.push(getTableName(table));
    }
    return seeded;
  });
}

