/**
 * npm run bench:leads: seeds 10,000 leads (with statuses, responses and notes) into a fresh database and
 * prints how long the first page of /admin takes to load its data: the pipeline summary, the first
 * page of inquiries and the reviews, as the dashboard requests them. Target: under 1 s.
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs it in a throwaway schema there.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { LEAD_STATUS_VALUES } from "../shared/leads/lead-desk";
import { LEAD_REFERENCE_ALPHABET } from "../shared/leads/lead-reference";
import { leadNotes, leads } from "../shared/schema";
import type { Database } from "../server/db/client";
import { median, runBench, timeGet } from "./bench-database";

const LEADS = 10_000;
const RUNS = 7;

/** A distinct reference per seeded lead: n written in the references' alphabet. */
function benchReference(n: number) {
  let code = "";
  for (let rest = n, i = 0; i < 6; i++, rest = Math.floor(rest / LEAD_REFERENCE_ALPHABET.length)) {
    code = LEAD_REFERENCE_ALPHABET[rest % LEAD_REFERENCE_ALPHABET.length] + code;
  }
  return `RW-${code}`;
}

async function seed(database: Database) {
  const { db } = database;
  const day = 86_400_000;
  const now = Date.now();
  const inquiries = Array.from({ length: LEADS * 0.7 }, (_, i) => i);
  const adLeads = Array.from({ length: LEADS * 0.3 }, (_, i) => i);
  const pipeline = (i: number) => {
    const status = LEAD_STATUS_VALUES[i % LEAD_STATUS_VALUES.length]!;
    const createdAt = new Date(now - (i % 365) * day - (i % 1440) * 60_000);
    return {
      status,
      createdAt,
      firstResponseAt: status === "new" ? null : new Date(createdAt.getTime() + ((i * 37) % 2880) * 60_000),
      quoteValue: status === "quoted" || status === "won" ? 5000 + (i % 40) * 500 : null,
      lostReason: status === "lost" ? "price" : null,
    };
  };
  for (let start = 0; start < inquiries.length; start += 1000) {
    await db.insert(leads).values(
      inquiries.slice(start, start + 1000).map((i) => ({
        kind: "inquiries" as const,
        name: `Bench Person ${i}`,
        phone: "0491 570 006",
        email: `bench${i}@example.com`,
        service: i % 2 ? "Timber Fencing" : "Concrete Sleeper Retaining Wall, Colorbond Fencing",
        length: "10-30m",
        location: "Chermside",
        timeline: "1-3-months",
        budget: "10k-20k",
        reference: benchReference(i),
        ...pipeline(i),
      })),
    );
  }
  for (let start = 0; start < adLeads.length; start += 1000) {
    await db.insert(leads).values(
      adLeads.slice(start, start + 1000).map((i) => ({
        kind: "ga-leads" as const,
        name: `Bench Ad ${i}`,
        email: `ad${i}@example.com`,
        phone: "0400 111 222",
        service: "both",
        message: "A retaining wall and a fence along the back boundary.",
        reference: benchReference(LEADS + i),
        ...pipeline(i + 3),
      })),
    );
  }
  await db.execute(sql`insert into ${leadNotes} (lead_id, body, username)
    select id, 'Called, booked a visit', 'bench' from ${leads} where kind = 'inquiries' and id % 3 = 0`);
  await db.execute(sql`analyze`);
}

await runBench(seed, async ({ label, owner }) => {
  const firstPage = ["/api/leads/summary", "/api/contact?page=1", "/api/reviews/all"];
  const filtered = [
    "/api/contact?page=1&status=new&sort=overdue&q=bench%20person%201",
    `/api/contact?page=1&q=${encodeURIComponent("rw " + benchReference(4321).slice(3).toLowerCase())}`,
    `/api/contact?page=1&q=${encodeURIComponent("+61 491 570 006")}`,
  ];
  const time = async (paths: string[]) => {
    const started = performance.now();
    await Promise.all(paths.map((path) => timeGet(owner, path)));
    return performance.now() - started;
  };
  await time(firstPage); // warm-up: query plans, caches
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await time(firstPage));
  const filteredRuns = [];
  for (let i = 0; i < RUNS; i += 1) filteredRuns.push(await time(filtered));
  const total = (await owner.get("/api/contact?page=1")).body.total as number;
  console.log(`database: ${label}; leads: ${LEADS} (${total} inquiries)`);
  console.log(
    `first page of /admin (summary + inquiries page 1 + reviews): median ${median(runs).toFixed(0)} ms, worst ${Math.max(...runs).toFixed(0)} ms over ${RUNS} runs`,
  );
  console.log(
    `filtered and searched pages (words, a reference, a phone number): median ${median(filteredRuns).toFixed(0)} ms, worst ${Math.max(...filteredRuns).toFixed(0)} ms`,
  );
  console.log(median(runs) < 1000 ? "OK: under 1 s" : "SLOW: over 1 s");
});
