/**
 * npm run bench:golf: seeds 200 golf products with weekly prices in both markets over three years (about 62,000
 * observations), daily exchange rates and a watch on every product, then prints how long a product's history
 * (GET /api/golf/products/:id/history) and the dashboard's alerts (GET /api/golf/alerts) take. Targets: 100 ms and 200 ms.
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs it in a throwaway schema there.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { median, runBench, timeGet } from "./bench-database";

const PRODUCTS = 200;
const WEEKS = 156;
const RUNS = 9;

async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into golf_products (name, brand, category, price_usd, price_aud)
    select 'Bench club ' || p, 'Bench', 'Drivers', 300 + p, 500 + p from generate_series(1, ${PRODUCTS}) as p`);
  await db.execute(sql`insert into golf_price_observations (product_id, observed_on, market, retailer, price, currency, in_stock)
    select p.id, (current_date - (w * 7)), m.market, m.market || ' shop', round((case m.market when 'US' then 300 else 520 end + p.id + (w % 13) * 4)::numeric, 2), m.currency, true
    from golf_products p cross join generate_series(0, ${WEEKS - 1}) as w cross join (values ('US', 'USD'), ('AU', 'AUD')) as m(market, currency)`);
  await db.execute(sql`insert into golf_fx_rates (date, usd_per_aud, source)
    select current_date - d, round((0.62 + (d % 50) / 1000.0)::numeric, 6), 'Bench' from generate_series(0, ${WEEKS * 7}) as d`);
  await db.execute(
    sql`insert into golf_watches (product_id, rule, threshold, created_by) select id, 'gap-above', 25, 'bench' from golf_products`,
  );
  // a year of alerts: what the dashboard has to sort through
  await db.execute(sql`insert into golf_alerts (watch_id, product_id, message, figures, created_at)
    select w.id, w.product_id, 'Bench alert', '{}'::jsonb, now() - (n * interval '1 day') from golf_watches w cross join generate_series(1, 25) as n`);
  await db.execute(sql`analyze`);
}

await runBench(seed, async ({ database, label, owner }) => {
  const count = (await database.db.execute(sql`select count(*)::int as n from golf_price_observations`)) as unknown as {
    rows: { n: number }[];
  };
  const time = async (path: string) => (await timeGet(owner, path)).ms;
  const history = (i: number) => `/api/golf/products/${1 + ((i * 37) % PRODUCTS)}/history`;
  await time(history(0));
  await time("/api/golf/alerts");
  const historyRuns: number[] = [];
  const alertRuns: number[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    historyRuns.push(await time(history(i)));
    alertRuns.push(await time("/api/golf/alerts"));
  }
  console.log(`database: ${label}; ${PRODUCTS} products, ${count.rows[0]!.n} observations, ${WEEKS * 7 + 1} daily rates`);
  console.log(
    `a product's three-year history: median ${median(historyRuns).toFixed(0)} ms, worst ${Math.max(...historyRuns).toFixed(0)} ms over ${RUNS} runs (target 100 ms)`,
  );
  console.log(
    `the dashboard's alerts: median ${median(alertRuns).toFixed(0)} ms, worst ${Math.max(...alertRuns).toFixed(0)} ms (target 200 ms)`,
  );
});
