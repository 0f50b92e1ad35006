import { asc, count, desc } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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

/** Each list in its order, at most `limit` rows (shared/golf/list-limits.ts). */
export const listProducts = (db: AppDb, limit: number) =>
  db.select().from(golfProducts).orderBy(asc(golfProducts.category), asc(golfProducts.name)).limit(limit);
export const listMarketData = (db: AppDb, limit: number) =>
  db.select().from(marketData).orderBy(asc(marketData.country), desc(marketData.marketSizeUSD)).limit(limit);
export const listBrands = (db: AppDb, limit: number) =>
  db.select().from(golfBrands).orderBy(desc(golfBrands.marketShare), asc(golfBrands.brandName)).limit(limit);
export const listPriceComparisons = (db: AppDb, limit: number) =>
  db.select().from(priceComparisons).orderBy(desc(priceComparisons.priceGap)).limit(limit);
export const listCustomerInsights = (db: AppDb, limit: number) =>
  db.select().from(customerInsights).orderBy(asc(customerInsights.id)).limit(limit);
export const listSuppliers = (db: AppDb, limit: number) =>
  db.select().from(suppliers).orderBy(desc(suppliers.createdAt), desc(suppliers.id)).limit(limit);
export const listCompetitors = (db: AppDb, limit: number) =>
  db.select().from(competitors).orderBy(desc(competitors.createdAt), desc(competitors.id)).limit(limit);
export const listProfitAnalyses = (db: AppDb, limit: number) =>
  db.select().from(profitAnalysis).orderBy(desc(profitAnalysis.lastUpdated), desc(profitAnalysis.id)).limit(limit);

/** The public golf lists by their path under /api/golf: each list's table and query. */
export const PUBLIC_LISTS = {
  products: { table: golfProducts, list: listProducts },
  "market-data": { table: marketData, list: listMarketData },
  brands: { table: golfBrands, list: listBrands },
  "price-comparisons": { table: priceComparisons, list: listPriceComparisons },
  "customer-insights": { table: customerInsights, list: listCustomerInsights },
  suppliers: { table: suppliers, list: listSuppliers },
  competitors: { table: competitors, list: listCompetitors },
  "profit-analysis": { table: profitAnalysis, list: listProfitAnalyses },
} as const;

export async function countRows(db: AppDb, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

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
