/**
 * npm run bench:golf: seeds 200 golf products with weekly prices in both markets over three years (about 62,000
 * observations), daily exchange rates and a watch on every product, then prints how long a product's history
 * (GET /api/golf/products/:id/history) and the dashboard's alerts (GET /api/golf/alerts) take, and a 200-line shipment's
 * landed cost (POST /api/golf/shipments/calculate, and the shared calculation alone). Targets: 100 ms, 200 ms and 50 ms.
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs it in a throwaway schema there.
 */
import { sql } from "drizzle-orm";
import { BORDER_CHARGES_IN_FORCE } from "../shared/golf/border-charges";
import { ORIGIN_COUNTRIES } from "../shared/golf/landed-cost";
import { calculateShipment, type ShipmentInput } from "../shared/golf/shipment";
import type { Database } from "../server/db/client";
import { median, runBench, timeGet } from "./bench-database";

const PRODUCTS = 200;
const WEEKS = 156;
const RUNS = 9;

async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into golf_products (name, brand, category, price_usd, price_aud)
    select 'Bench club ' || p, 'Bench', 'Drivers', 300 + p, 500 + p from generate_series(1, ${PRODUCTS}) as p`);
  await db.execute(sql`update golf_products set weight_kg = 0.3 + (id % 17) / 10.0`);
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
  // a 200-line shipment: every product, origins in turn, freight in US$ shared by weight
  const shipment: ShipmentInput = {
    mode: "sea",
    exportDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    freightInsurance: { amount: 4321.09, currency: "USD" },
    brokerFeeAUD: 185,
    shareBy: "weight",
    lines: Array.from({ length: PRODUCTS }, (_, i) => ({
      productId: i + 1,
      origin: ORIGIN_COUNTRIES[i % ORIGIN_COUNTRIES.length]!,
      units: 1 + (i % 40),
      fobUSD: 12.5 + i,
    })),
  };
  const post = async () => {
    const started = performance.now();
    const answer = await owner.post("/api/golf/shipments/calculate").send(shipment);
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
    return performance.now() - started;
  };
  await post();
  const shipmentRuns: number[] = [];
  for (let i = 1; i <= RUNS; i += 1) shipmentRuns.push(await post());
  const terms = {
    rate: { usdPerAud: 0.65, date: shipment.exportDate },
    generalDutyRate: 5,
    charges: BORDER_CHARGES_IN_FORCE,
    products: new Map(shipment.lines.map((line) => [line.productId, { name: "Bench", weightKg: 0.5, priceAUD: 600 }])),
  };
  const pureRuns: number[] = [];
  for (let i = 0; i < 101; i += 1) {
    const started = performance.now();
    calculateShipment(shipment, terms);
    pureRuns.push(performance.now() - started);
  }

  console.log(`database: ${label}; ${PRODUCTS} products, ${count.rows[0]!.n} observations, ${WEEKS * 7 + 1} daily rates`);
  console.log(
    `a product's three-year history: median ${median(historyRuns).toFixed(0)} ms, worst ${Math.max(...historyRuns).toFixed(0)} ms over ${RUNS} runs (target 100 ms)`,
  );
  console.log(
    `the dashboard's alerts: median ${median(alertRuns).toFixed(0)} ms, worst ${Math.max(...alertRuns).toFixed(0)} ms (target 200 ms)`,
  );
  console.log(
    `a ${PRODUCTS}-line shipment calculated through the API: median ${median(shipmentRuns).toFixed(1)} ms, worst ${Math.max(...shipmentRuns).toFixed(1)} ms over ${RUNS} runs (target 50 ms); the calculation alone: median ${median(pureRuns).toFixed(2)} ms`,
  );
});
