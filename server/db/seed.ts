import { count, getTableName, inArray, like } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as sample from "@shared/golf/sample-data";
import { DEFAULT_GOLF_SETTINGS, STORED_SETTING_KEYS } from "@shared/golf/settings";
import {
  competitors,
  customerInsights,
  golfBrands,
  golfProducts,
  golfSettings,
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

const defaultSettingRows = () => {
  const defaults = DEFAULT_GOLF_SETTINGS(new Date().toISOString().slice(0, 10));
  return STORED_SETTING_KEYS.map((key) => ({ key, ...defaults[key] }));
};

/** Sources that earlier sample data named without having them; sample figures now carry no source. */
const RETRACTED_MARKET_SOURCES = [
  "National Golf Foundation / Golf Datatech 2024 estimates",
  "Golf Australia participation report / IBISWorld 2024 estimates",
];

async function retractSampleSources(db: AppDb) {
  await db.update(marketData).set({ source: null }).where(inArray(marketData.source, RETRACTED_MARKET_SOURCES));
  await db.update(customerInsights).set({ source: null }).where(like(customerInsights.source, "% (sample)"));
}

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
    if (await isEmpty(db, golfSettings)) {
      await db.insert(golfSettings).values(defaultSettingRows());
      seeded.push(getTableName(golfSettings));
    }
    await retractSampleSources(db);
    return seeded;
  });
}
