import { sql } from "drizzle-orm";
import { golfPriceObservations, golfProducts } from "@shared/schema";
import type { AppDb } from "../../db/client";

/**
 * Every product's current prices as its first observations ("Catalogue price", on the day they were last set), for
 * products that have none: the history starts where the catalogue stands, and the current prices stay the latest
 * observations. Runs at start-up; a product that has observations is left alone.
 */
export async function backfillPriceObservations(db: AppDb): Promise<void> {
  for (const [market, currency, priceColumn] of [
    ["US", "USD", "price_usd"],
    ["AU", "AUD", "price_aud"],
  ] as const) {
    const price = sql.raw(`p.${priceColumn}`);
    await db.execute(sql`insert into ${golfPriceObservations} (product_id, observed_on, market, retailer, price, currency, in_stock)
      select p.id, ((p.updated_at at time zone 'UTC') + interval '10 hours')::date, ${market}, 'Catalogue price', ${price}, ${currency}, p.in_stock
      from ${golfProducts} p
      where ${price} > 0 and not exists (select 1 from ${golfPriceObservations} o where o.product_id = p.id and o.market = ${market})`);
  }
}
