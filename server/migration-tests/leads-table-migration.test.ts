import { createHash } from "node:crypto";
import { afterAll, expect, it } from "vitest";
import { databaseBefore, type DatabaseBeforeMigration } from "../test/migration-database";
import { claimLeadLink, leadOfLink, pipelineSummary } from "../features/leads";
import { exportConversions } from "../features/reports";
import { inTransaction } from "../db/transaction";

/*
 * The move to one leads table, run over a database at the schema before it: leads of both kinds whose ids
 * collide (quote request 1 and ad lead 1), each with what points at it (history, notes, emails, photos, a booked
 * visit, quotes, private links, push deliveries, exported conversions, a verified review, queued jobs), and rows
 * left behind by leads deleted earlier. Nothing may be lost or land on the wrong lead.
 */

let before: DatabaseBeforeMigration | undefined;
afterAll(() => before?.close());

const tokenOf = (name: string) => name.padEnd(32, "x");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What points at each lead, by reference, in the schema as it is when called. */
async function pointersByReference(db: DatabaseBeforeMigration, joinOn: (table: string) => string) {
  const tables = ["lead_events", "lead_notes", "lead_emails", "lead_photos", "site_visits", "quotes", "lead_links", "push_deliveries"];
  const counts: Record<string, Record<string, number>> = {};
  for (const table of tables) {
    const rows = await db.rows<{ reference: string; n: number }>(
      `select l.reference, count(*)::int as n from ${table} p join ${joinOn("p")} group by l.reference`,
    );
    for (const { reference, n } of rows) (counts[reference] ??= {})[table] = Number(n);
  }
  return counts;
}

it("moves both kinds into one table with every pointer, link, job and figure intact", { timeout: 120_000 }, async () => {
  before = await databaseBefore("0016_one_leads_table");
  const { query: q, rows } = before;
  const recent = "now() - interval '3 days'";

  await q(`insert into contact_inquiries (id, name, phone, email, service, length, location, timeline, budget, reference, council,
      source, campaign, attribution, status, quote_value, first_response_at, created_at) values
    (1, 'Quinn Won', '0412 345 678', 'quinn@example.com', 'Timber Fencing', '10-30m', 'Chermside', '1-3-months', '10k-20k',
      'RW-QAAAAA', 'Brisbane', 'Google Ads', 'Walls', '{"gclid":"g-quinn"}', 'won', 12000, ${recent}, ${recent}),
    (2, 'Quentin New', '0412 345 679', 'quentin@example.com', 'Colorbond Fencing', 'under-10m', 'Logan Central', 'within-1-month',
      'under-5k', 'RW-QBBBBB', 'Logan', 'Direct', null, '{}', 'new', null, null, now())`);
  await q(`insert into google_ad_leads (id, name, email, phone, service, message, reference, source, status, quote_value,
      first_response_at, created_at) values
    (1, 'Ada Visit', 'ada@example.com', '0498 765 432', 'both', 'A wall and a fence', 'RW-AAAAAA', 'Google Ads', 'site-visit-booked',
      null, ${recent}, ${recent}),
    (2, 'Abe Quoted', 'abe@example.com', '0498 765 433', 'fencing', 'A fence', 'RW-ABBBBB', 'Google Ads', 'quoted', 8800, ${recent}, ${recent})`);
  await q(`insert into lead_events (lead_kind, lead_id, field, old_value, new_value, username, created_at) values
    ('inquiries', 1, 'status', 'new', 'contacted', 'office', ${recent}), ('inquiries', 1, 'status', 'contacted', 'won', 'office', ${recent}),
    ('ga-leads', 1, 'status', 'new', 'site-visit-booked', 'Homeowner (online booking)', ${recent}),
    ('ga-leads', 2, 'status', 'new', 'quoted', 'office', ${recent})`);
  await q(`insert into lead_notes (lead_kind, lead_id, body, username) values ('ga-leads', 1, 'Rang back', 'office')`);
  await q(
    `insert into jobs (id, type, payload, state) values (1, 'lead-email', '{"leadEmailId":1}', 'done'), (2, 'lead-email', '{"leadEmailId":2}', 'queued')`,
  );
  await q(`insert into lead_emails (lead_kind, lead_id, kind, job_id, recipient) values
    ('inquiries', 1, 'receipt', 1, 'quinn@example.com'), ('ga-leads', 2, 'staff-alert', 2, null)`);
  await q(`insert into lead_photos (token_hash, image_id, file_name, lead_kind, lead_id, attached_at) values
    ('photo-hash-1', 1, 'back-fence.jpg', 'ga-leads', 1, now())`);
  await q(`insert into site_visits (lead_kind, lead_id, window_start, window_end, address, booked_by) values
    ('ga-leads', 1, now() + interval '2 days', now() + interval '2 days 2 hours', '1 Ada St, Chermside', 'homeowner')`);
  await q(`insert into lead_links (lead_kind, lead_id, purpose, token_hash) values
    ('ga-leads', 1, 'booking', '${hashOf(tokenOf("booking-ada"))}'), ('ga-leads', 2, 'quote', '${hashOf(tokenOf("quote-abe"))}'),
    ('inquiries', 1, 'review', '${hashOf(tokenOf("review-quinn"))}'), ('inquiries', 2, 'booking', '${hashOf(tokenOf("booking-quentin"))}')`);
  await q(`insert into quotes (id, lead_kind, lead_id) values (1, 'inquiries', 1), (2, 'ga-leads', 2)`);
  await q(`insert into quote_versions (quote_id, version, state, lines, scope, valid_days, deposit_percent, subtotal_cents, gst_cents,
      total_cents, deposit_cents, contractor, created_by, sent_at) values
    (1, 1, 'accepted', '[]', 'Fence', 30, 10, 1090909, 109091, 1200000, 120000, '{}', 'office', ${recent}),
    (2, 1, 'sent', '[]', 'Fence', 30, 10, 800000, 80000, 880000, 88000, '{}', 'office', ${recent})`);
  await q(
    `insert into conversion_exports (file, since, include_earlier, rows, created_by) values ('offline', '2026-01-01', false, 2, 'owner')`,
  );
  // a conversion and a push of an ad lead deleted long ago (id 99): they point at nothing
  await q(`insert into conversions_exported (lead_kind, lead_id, event, export_id)
    select kind, id, event, (select max(id) from conversion_exports)
    from (values ('inquiries', 1, 'qualified'), ('inquiries', 1, 'won'), ('ga-leads', 99, 'qualified')) as v(kind, id, event)`);
  await q(`insert into push_deliveries (alert, lead_kind, lead_id, device_name, event_at, state) values
    ('new-lead', 'ga-leads', 1, 'Office iPhone', now(), 'pushed'), ('new-lead', 'ga-leads', 99, 'Office iPhone', now(), 'pushed')`);
  await q(`insert into reviews (name, location, rating, review_text, verified, lead_kind, lead_id) values
    ('Quinn', 'Chermside', 5, 'Tidy fence', true, 'inquiries', 1)`);
  await q(`insert into jobs (id, type, payload, run_at) values
    (3, 'visit-email', '{"visitId":1,"leadKind":"ga-leads","leadId":1,"audience":"homeowner","message":"reminder","windowStart":"2026-12-01T00:00:00.000Z"}', now() + interval '1 day'),
    (4, 'review-request', '{"leadKind":"inquiries","leadId":1}', now()),
    (5, 'push-alert', '{"subscriptionId":1,"alert":"quote-accepted","subject":{"type":"lead","kind":"ga-leads","id":2},"eventAt":"2026-11-20T00:00:00.000Z"}', now()),
    (6, 'push-alert', '{"subscriptionId":1,"alert":"review-waiting","subject":{"type":"review","id":1},"eventAt":"2026-11-20T00:00:00.000Z"}', now())`);

  const oldJoin = (p: string) =>
    `(select 'inquiries' as kind, id, reference from contact_inquiries union all select 'ga-leads', id, reference from google_ad_leads) l
      on l.kind = ${p}.lead_kind and l.id = ${p}.lead_id`;
  const pointersBefore = await pointersByReference(before, oldJoin);
  const [figuresBefore] = await rows<{ leads: number; won_value: string }>(
    `select count(*)::int as leads, sum(quote_value) filter (where status = 'won') as won_value
     from (select status, quote_value from contact_inquiries union all select status, quote_value from google_ad_leads) l`,
  );

  await before.migrateTo();

  const leads = await rows<{ id: number; kind: string; reference: string; name: string; message: string | null; location: string | null }>(
    "select id, kind, reference, name, message, location from leads order by id",
  );
  expect(leads).toEqual([
    { id: 1, kind: "inquiries", reference: "RW-QAAAAA", name: "Quinn Won", message: null, location: "Chermside" },
    { id: 2, kind: "inquiries", reference: "RW-QBBBBB", name: "Quentin New", message: null, location: "Logan Central" },
    { id: 3, kind: "ga-leads", reference: "RW-AAAAAA", name: "Ada Visit", message: "A wall and a fence", location: null },
    { id: 4, kind: "ga-leads", reference: "RW-ABBBBB", name: "Abe Quoted", message: "A fence", location: null },
  ]);
  const idOf = (reference: string) => leads.find((lead) => lead.reference === reference)!.id;

  // every pointer followed its lead: the same rows hang off each reference as before
  expect(await pointersByReference(before, (p) => `leads l on l.id = ${p}.lead_id`)).toEqual(pointersBefore);
  expect(pointersBefore["RW-AAAAAA"]).toMatchObject({ lead_events: 1, lead_notes: 1, lead_photos: 1, site_visits: 1, lead_links: 1 });

  // the links a homeowner was sent still open their own lead
  const { db } = before.database;
  expect((await leadOfLink(db, "booking", tokenOf("booking-ada")))?.reference).toBe("RW-AAAAAA");
  expect((await leadOfLink(db, "booking", tokenOf("booking-quentin")))?.reference).toBe("RW-QBBBBB");
  expect((await leadOfLink(db, "quote", tokenOf("quote-abe")))?.reference).toBe("RW-ABBBBB");
  expect(await inTransaction(db, (tx) => claimLeadLink(tx, "review", tokenOf("review-quinn")))).toEqual({ id: idOf("RW-QAAAAA") });

  // queued and finished tasks name the lead by its new id, without a kind
  const payloads = await rows<{ id: number; payload: Record<string, unknown> }>("select id, payload from tasks where id >= 3 order by id");
  expect(payloads.map((task) => task.payload)).toEqual([
    expect.objectContaining({ visitId: 1, leadId: idOf("RW-AAAAAA"), audience: "homeowner" }),
    { leadId: idOf("RW-QAAAAA") },
    expect.objectContaining({ alert: "quote-accepted", subject: { type: "lead", id: idOf("RW-ABBBBB") } }),
    expect.objectContaining({ alert: "review-waiting", subject: { type: "review", id: 1 } }),
  ]);
  expect(payloads.some((task) => "leadKind" in task.payload)).toBe(false);

  // what outlived a deleted lead points at nothing instead of at whichever lead now has its id
  expect(await rows("select lead_id from push_deliveries order by id")).toEqual([{ lead_id: idOf("RW-AAAAAA") }, { lead_id: null }]);
  expect(await rows("select lead_id, event from conversions_exported order by event")).toEqual([
    { lead_id: 1, event: "qualified" },
    { lead_id: 1, event: "won" },
  ]);
  expect(await rows("select lead_id, verified from reviews")).toEqual([{ lead_id: idOf("RW-QAAAAA"), verified: true }]);

  // the figures are the same, and a conversion already sent to Google Ads is not sent again
  const summary = await pipelineSummary(db, 24);
  const month = summary.windows.find((window) => window.days === 30)!;
  expect(month.all.total).toBe(Number(figuresBefore!.leads));
  expect(month.all.wonValue).toBe(Number(figuresBefore!.won_value));
  expect(month.all.counts).toMatchObject({ new: 1, "site-visit-booked": 1, quoted: 1, won: 1 });
  expect(month.bySource.inquiries.total).toBe(2);
  expect(month.bySource["ga-leads"].total).toBe(2);
  const file = await inTransaction(db, (tx) =>
    exportConversions(tx, { file: "offline", since: "2026-01-01", includeEarlier: false, createdBy: "test", audit: async () => {} }),
  );
  expect(file.rows).toBe(0);

  // each kind keeps to its own fields, and nothing points at a lead that is not there
  await expect(
    q("insert into leads (kind, reference, name, phone, email, service) values ('inquiries', 'RW-ZZZZZZ', 'x', 'x', 'x', 'x')"),
  ).rejects.toThrow(/leads_kind_fields_check/);
  await expect(q("insert into lead_notes (lead_id, body, username) values (999, 'x', 'office')")).rejects.toThrow(/foreign key/);
  const tables = await rows<{ table_name: string }>(
    "select table_name from information_schema.tables where table_name in ('contact_inquiries', 'google_ad_leads', 'lead_id_moves') and table_schema = current_schema()",
  );
  expect(tables).toEqual([]);
  const kindColumns = await rows(
    "select table_name from information_schema.columns where column_name = 'lead_kind' and table_schema = current_schema()",
  );
  expect(kindColumns).toEqual([]);
});
