import { afterAll, expect, it } from "vitest";
import { databaseBefore, type DatabaseBeforeMigration } from "../../test/migration-database";

let before: DatabaseBeforeMigration | undefined;
afterAll(() => before?.close());

const EXAMPLE = "Example rate entered at setup, not a quote: replace with your bank's rate";

it("moves a rate the seller saved into the rate history and drops the setup's example rate", { timeout: 120_000 }, async () => {
  before = await databaseBefore("0025_golf_shipments");
  const { query: q, rows } = before;
  await q(`insert into golf_fx_rates (date, usd_per_aud, source) values ('2026-01-05', 0.6712, 'RBA F11')`);
  await q(`insert into golf_settings (key, value, source, taken_on) values ('exchangeRate', 0.6601, 'Westpac TT rate', '2026-02-10')`);
  await before.migrateTo();
  expect(await rows(`select date::text, usd_per_aud::float as rate, source from golf_fx_rates order by date`)).toEqual([
    { date: "2026-01-05", rate: 0.6712, source: "RBA F11" },
    { date: "2026-02-10", rate: 0.6601, source: "Westpac TT rate" },
  ]);
  expect(await rows(`select key from golf_settings where key = 'exchangeRate'`)).toEqual([]);
});

it("never turns the setup's example into a rate", { timeout: 120_000 }, async () => {
  await before?.close();
  before = await databaseBefore("0025_golf_shipments");
  await before.query(`insert into golf_settings (key, value, source, taken_on) values ('exchangeRate', 0.65, $1, '2026-11-01')`, [EXAMPLE]);
  await before.migrateTo();
  expect(await before.rows(`select * from golf_fx_rates`)).toEqual([]);
  expect(await before.rows(`select key from golf_settings`)).toEqual([]);
});
