/**
 * npm run bench:report: seeds 100,000 leads within the last year (both kinds, every source, statuses with their
 * history, responses, spend per campaign and month) into a fresh database and prints how long the owner's year
 * report takes: GET /api/reports/sources and /api/reports/response for the last 365 days. Target: under 1 s.
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs it in a throwaway schema there.
 */
import { sql } from "drizzle-orm";
import { fillLeadReportColumns } from "../server/features/reports";
import { createLogger } from "../server/logger";
import type { Database } from "../server/db/client";
import { median, runBench, timeGet } from "./bench-database";

const LEADS = 100_000;
const RUNS = 5;
const CAMPAIGNS = ["Walls Brisbane", "Fencing North", "Colorbond Promo", "Sleepers Logan"];

/**
 * The leads are made in SQL (generate_series), so seeding 100,000 takes seconds: their attribution cycles through
 * the sources, their status through the pipeline, and each status after New has its lead_events row.
 */
async function seed(database: Database) {
  const { db } = database;
  const kinds = [
    { kind: "inquiries", share: 0.7 },
    { kind: "ga-leads", share: 0.3 },
  ] as const;
  const campaigns = sql.raw(`array[${CAMPAIGNS.map((c) => `'${c}'`).join(", ")}]`);
  for (const { kind, share } of kinds) {
    const count = Math.round(LEADS * share);
    const common = sql`now() - ((i % 365) * interval '1 day') - ((i * 37 % 1440) * interval '1 minute') as created_at,
      (case i % 6 when 0 then 'new' when 1 then 'contacted' when 2 then 'site-visit-booked' when 3 then 'quoted' when 4 then 'won' else 'lost' end) as status,
      (case i % 5 when 0 then jsonb_build_object('gclid', 'g' || i, 'utmCampaign', (${campaigns})[1 + i % 4])
                  when 1 then jsonb_build_object('gbraid', 'b' || i, 'utmCampaign', (${campaigns})[1 + i % 4])
                  when 2 then jsonb_build_object('referrer', 'https://www.google.com/')
                  when 3 then jsonb_build_object('referrer', 'https://www.facebook.com/groups/x')
                  else '{}'::jsonb end) as attribution`;
    const reference = kind === "inquiries" ? sql`'RW-I' || lpad(i::text, 7, '0')` : sql`'RW-A' || lpad(i::text, 7, '0')`;
    if (kind === "inquiries") {
      await db.execute(sql`insert into leads (kind, name, phone, email, service, length, location, council, timeline, budget, reference, created_at, status, attribution, quote_value, first_response_at)
        select 'inquiries', 'Bench ' || i, '0491 570 006', 'bench' || i || '@example.com', (case i % 3 when 0 then 'Timber Fencing' when 1 then 'Concrete Sleeper Retaining Wall' else 'Timber Fencing, Colorbond Fencing' end),
          '10-30m', 'Chermside', (case i % 4 when 0 then 'Brisbane' when 1 then 'Moreton Bay' when 2 then 'Logan' else 'Ipswich' end), '1-3-months', '10k-20k', ${reference},
          created_at, status, attribution, (case when status in ('quoted', 'won') then 5000 + (i % 40) * 500 end),
          (case when status = 'new' then null else created_at + ((i * 53 % 2880) * interval '1 minute') end)
        from (select i, ${common} from generate_series(1, ${count}) as i) s`);
    } else {
      await db.execute(sql`insert into leads (kind, name, phone, email, service, message, reference, created_at, status, attribution, quote_value, first_response_at)
        select 'ga-leads', 'Bench ad ' || i, '0400 111 222', 'ad' || i || '@example.com', 'both', 'A wall and a fence.', ${reference},
          created_at, status, attribution, (case when status in ('quoted', 'won') then 5000 + (i % 40) * 500 end),
          (case when status = 'new' then null else created_at + ((i * 53 % 2880) * interval '1 minute') end)
        from (select i, ${common} from generate_series(1, ${count}) as i) s`);
    }
    // every status after New in the lead's history: the statuses before its own (Lost after Contacted)
    await db.execute(sql`insert into lead_events (lead_id, field, old_value, new_value, username, created_at)
      select l.id, 'status', null, stage.name, 'bench', l.created_at + (stage.n * interval '1 day')
      from leads l cross join lateral (values (1, 'contacted'), (2, 'site-visit-booked'), (3, 'quoted'), (4, 'won'), (5, 'lost')) as stage(n, name)
      where l.kind = ${kind} and l.status <> 'new' and (stage.name = l.status or (l.status <> 'lost' and stage.n < (case l.status when 'contacted' then 1 when 'site-visit-booked' then 2 when 'quoted' then 3 when 'won' then 4 end))
        or (l.status = 'lost' and stage.n = 1))`);
  }
  await db.execute(sql`insert into ad_spend (month, campaign, amount_cents, updated_by)
    select to_char(date_trunc('month', now()) - (m * interval '1 month'), 'YYYY-MM'), c, 150000 + m * 1000, 'bench'
    from generate_series(0, 24) as m cross join unnest(${campaigns}) as c`);
  // source and campaign as intake stores them, by the start-up fill that older leads get
  await fillLeadReportColumns(db, createLogger("silent"));
  await db.execute(sql`analyze`);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

await runBench(seed, async ({ label, owner, seededMs }) => {
  const now = new Date();
  const range = `from=${day(new Date(now.getTime() - 364 * 86_400_000))}&to=${day(now)}`;
  const time = (path: string) => timeGet(owner, path);
  const sources = `/api/reports/sources?${range}`;
  const response = `/api/reports/response?${range}`;
  const warm = await time(sources); // warm-up: query plans, caches
  await time(response);
  const sourceRuns: number[] = [];
  const responseRuns: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    sourceRuns.push((await time(sources)).ms);
    responseRuns.push((await time(response)).ms);
  }
  console.log(
    `database: ${label}; leads: ${LEADS} within the last year (seeded in ${(seededMs / 1000).toFixed(1)} s); the year's report counts ${(warm.body.totals as { leads: number }).leads} of them`,
  );
  console.log(
    `year report by source, service, council and month: median ${median(sourceRuns).toFixed(0)} ms, worst ${Math.max(...sourceRuns).toFixed(0)} ms over ${RUNS} runs`,
  );
  console.log(`year response heat map: median ${median(responseRuns).toFixed(0)} ms, worst ${Math.max(...responseRuns).toFixed(0)} ms`);
  console.log(median(sourceRuns) < 1000 ? "OK: the year report under 1 s" : "SLOW: the year report over 1 s");
});
