import { asc, desc } from "drizzle-orm";
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
import type { AppDb } from "../../db/client";

export const listProducts = (db: AppDb) => db.select().from(golfProducts).orderBy(asc(golfProducts.category), asc(golfProducts.name));
export const listMarketData = (db: AppDb) => db.select().from(marketData).orderBy(asc(marketData.country), desc(marketData.marketSizeUSD));
export const listBrands = (db: AppDb) => db.select().from(golfBrands).orderBy(desc(golfBrands.marketShare), asc(golfBrands.brandName));
export const listPriceComparisons = (db: AppDb) => db.select().from(priceComparisons).orderBy(desc(priceComparisons.priceGap));
export const listCustomerInsights = (db: AppDb) => db.select().from(customerInsights).orderBy(asc(customerInsights.id));
export const listSuppliers = (db: AppDb) => db.select().from(suppliers).orderBy(desc(suppliers.createdAt), desc(suppliers.id));
export const listCompetitors = (db: AppDb) => db.select().from(competitors).orderBy(desc(competitors.createdAt), desc(competitors.id));
export const listProfitAnalyses = (db: AppDb) =>
  db.select().from(profitAnalysis).orderBy(desc(profitAnalysis.lastUpdated), desc(profitAnalysis.id));

export async function insertSupplier(db: AppDb, values: typeof suppliers.$inferInsert) {
  const [row] = await db.insert(suppliers).values(values).returning();
  return row;
}

export async function insertCompetitor(db: AppDb, values: typeof competitors.$inferInsert) {
  const [row] = await db.insert(competitors).values(values).returning();
  return row;
}

export async function insertProfitAnalysis(db: AppDb, values: typeof profitAnalysis.$inferInsert) {
  const [row] = await db.insert(profitAnalysis).values(values).returning();
  return row;
}
