import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { type FxRate, type LandedTerms, priceHistory, type HistoryRow } from "@shared/golf/price-history";
import type { FxRateInput, PriceObservationInput } from "@shared/golf/price-validation";
import { golfFxRates, golfPriceObservations, golfProducts } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { readGolfSettings } from "./golf-settings.queries";

const CHUNK = 1_000;
export type NewObservation = PriceObservationInput & { productId: number };

/** The ids among these that are no product. */
export async function unknownProductIds(db: AppDb, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: golfProducts.id }).from(golfProducts).where(inArray(golfProducts.id, unique));
  const known = new Set(found.map((row) => row.id));
  return unique.filter((id) => !known.has(id));
}

/**
 * Stores observations and moves each product's current US and AU prices to its latest observation in that market
 * (the latest day; of that day, the one recorded last), so the specification's figures and filters follow the history.
 */
export async function addObservations(tx: AppDb, rows: readonly NewObservation[]): Promise<number[]> {
  for (let start = 0; start < rows.length; start += CHUNK) await tx.insert(golfPriceObservations).values(rows.slice(start, start + CHUNK));
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const latest = (market: "US" | "AU", column: typeof golfProducts.priceUSD) =>
    sql`coalesce((select o.price from ${golfPriceObservations} o where o.product_id = ${golfProducts.id} and o.market = ${market} order by o.observed_on desc, o.id desc limit 1), ${column})`;
  await tx
    .update(golfProducts)
    .set({ priceUSD: latest("US", golfProducts.priceUSD), priceAUD: latest("AU", golfProducts.priceAUD), updatedAt: sql`now()` })
    .where(inArray(golfProducts.id, productIds));
  return productIds;
}

export function listObservations(db: AppDb, productId: number) {
  return db
    .select()
    .from(golfPriceObservations)
    .where(eq(golfPriceObservations.productId, productId))
    .orderBy(desc(golfPriceObservations.observedOn), desc(golfPriceObservations.id))
    .limit(2_000);
}

/** Records rates by day (a day given again is replaced): today's figures use the newest, every past figure its own day's. */
export async function addRates(tx: AppDb, rates: readonly FxRateInput[]): Promise<void> {
  for (let start = 0; start < rates.length; start += CHUNK) {
    await tx
      .insert(golfFxRates)
      .values(rates.slice(start, start + CHUNK))
      .onConflictDoUpdate({ target: golfFxRates.date, set: { usdPerAud: sql`excluded.usd_per_aud`, source: sql`excluded.source` } });
  }
}

/** The rate history, newest first (or oldest first for working figures out): the only rates any figure uses. */
export async function listRates(db: AppDb, order: "newest" | "oldest" = "newest"): Promise<FxRate[]> {
  return db
    .select({ date: golfFxRates.date, usdPerAud: golfFxRates.usdPerAud, source: golfFxRates.source })
    .from(golfFxRates)
    .orderBy(order === "newest" ? desc(golfFxRates.date) : asc(golfFxRates.date));
}

/** A product's history in a range: each day with an observation, at that day's rate, with the landed cost on the terms given. */
export async function productHistory(
  db: AppDb,
  productId: number,
  range: { from?: string; to?: string },
  terms: LandedTerms,
): Promise<HistoryRow[]> {
  const to = range.to ?? "9999-12-31";
  const [observations, rates, settings] = await Promise.all([
    db
      .select({
        id: golfPriceObservations.id,
        observedOn: golfPriceObservations.observedOn,
        market: golfPriceObservations.market,
        retailer: golfPriceObservations.retailer,
        price: golfPriceObservations.price,
        inStock: golfPriceObservations.inStock,
      })
      .from(golfPriceObservations)
      .where(and(eq(golfPriceObservations.productId, productId), lte(golfPriceObservations.observedOn, to))),
    listRates(db, "oldest"),
    readGolfSettings(db),
  ]);
  return priceHistory(
    observations,
    rates,
    { generalDutyRate: settings.generalDutyRate.value, importProcessingCharge: settings.importProcessingCharge.value },
    { from: range.from ?? "0000-01-01", to },
    terms,
  );
}
