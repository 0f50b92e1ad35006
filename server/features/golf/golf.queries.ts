import { asc, count, desc, type SQL } from "drizzle-orm";
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

/** A list in its order, at most `limit` rows (shared/golf/list-limits.ts). */
const listOf =
  <Table extends PgTable>(table: Table, ...order: SQL[]) =>
  (db: AppDb, limit: number) =>
    db
      .select()
      .from(table as PgTable)
      .orderBy(...order)
      .limit(limit) as Promise<Table["$inferSelect"][]>;

export const listProducts = listOf(golfProducts, asc(golfProducts.category), asc(golfProducts.name));
export const listMarketData = listOf(marketData, asc(marketData.country), desc(marketData.marketSizeUSD));
export const listBrands = listOf(golfBrands, desc(golfBrands.marketShare), asc(golfBrands.brandName));
export const listPriceComparisons = listOf(priceComparisons, desc(priceComparisons.priceGap));
export const listCustomerInsights = listOf(customerInsights, asc(customerInsights.id));
export const listSuppliers = listOf(suppliers, desc(suppliers.createdAt), desc(suppliers.id));
export const listCompetitors = listOf(competitors, desc(competitors.createdAt), desc(competitors.id));
export const listProfitAnalyses = listOf(profitAnalysis, desc(profitAnalysis.lastUpdated), desc(profitAnalysis.id));

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
