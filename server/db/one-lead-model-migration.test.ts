import { afterAll, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import { databaseBefore, type DatabaseBeforeMigration } from "../test/migration-database";

/*
 * The migration that brought the lead model to one spelling, run over rows written before it: leads
 * without a reference, emails in every state under the old kind names, history under the desk's names.
 * Checked as it left the tables, before the later move to one leads table (server/migration-tests/leads-table-migration.test.ts).
 */

let before: DatabaseBeforeMigration | undefined;
afterAll(() => before?.close());

it("gives every old lead a reference and moves every email and history row to the one spelling", { timeout: 120_000 }, async () => {
  before = await databaseBefore("0008_one_lead_model");
  const { query: q, rows } = before;
  await q(`insert into contact_inquiries (name, phone, email, service, length, location, timeline, budget, reference) values
    ('Old Quote', '0412 345 678', 'Old@Example.com', 'Timber Fencing', '10-30m', 'Paddington', '1-3-months', '10k-20k', null),
    ('Newer Quote', '0412 345 679', 'newer@example.com', 'Timber Fencing', '10-30m', 'Paddington', '1-3-months', '10k-20k', 'RW-ABCDEF')`);
  await q(`insert into google_ad_leads (name, email, phone, service, message, reference) values
    ('Old Ad', 'ad@example.com', '0498 765 432', 'both', 'A wall and a fence', null)`);
  await q(`insert into lead_emails (lead_kind, lead_id, kind, state, attempts, last_error, sent_at) values
    ('quote', 1, 'staff-alert', 'sent', 1, null, now()),
    ('quote', 1, 'receipt', 'retrying', 3, 'ECONNREFUSED', null),
    ('ad', 1, 'staff-alert', 'failed', 30, '550 mailbox unavailable', null),
    ('ad', 1, 'receipt', 'queued', 0, null, null)`);
  await q(
    `insert into lead_events (lead_kind, lead_id, field, old_value, new_value, username) values ('inquiries', 1, 'status', 'new', 'contacted', 'office')`,
  );
  await q(`insert into lead_notes (lead_kind, lead_id, body, username) values ('ga-leads', 1, 'Rang back', 'office')`);

  await before.migrateTo("0016_one_leads_table");

  const quotes = await rows<{ name: string; reference: string }>("select name, reference from contact_inquiries order by id");
  const ads = await rows<{ reference: string }>("select reference from google_ad_leads");
  expect(quotes.map((lead) => lead.name)).toEqual(["Old Quote", "Newer Quote"]);
  expect(quotes[1]!.reference).toBe("RW-ABCDEF");
  for (const { reference } of [...quotes, ...ads]) expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
  expect(new Set([...quotes, ...ads].map((lead) => lead.reference)).size).toBe(3);

  const emails = await rows<{
    lead_kind: string;
    kind: string;
    recipient: string | null;
    state: string;
    attempts: number;
    last_error: string | null;
    type: string;
  }>(
    `select e.lead_kind, e.kind, e.recipient, j.state, j.attempts, j.last_error, j.type
     from lead_emails e join jobs j on j.id = e.job_id order by e.id`,
  );
  expect(emails).toEqual([
    { lead_kind: "inquiries", kind: "staff-alert", recipient: null, state: "done", attempts: 1, last_error: null, type: "lead-email" },
    {
      lead_kind: "inquiries",
      kind: "receipt",
      recipient: "old@example.com",
      state: "retrying",
      attempts: 3,
      last_error: "ECONNREFUSED",
      type: "lead-email",
    },
    {
      lead_kind: "ga-leads",
      kind: "staff-alert",
      recipient: null,
      state: "failed",
      attempts: 30,
      last_error: "550 mailbox unavailable",
      type: "lead-email",
    },
    {
      lead_kind: "ga-leads",
      kind: "receipt",
      recipient: "ad@example.com",
      state: "queued",
      attempts: 0,
      last_error: null,
      type: "lead-email",
    },
  ]);
  expect(await rows("select lead_kind, field from lead_events")).toEqual([{ lead_kind: "inquiries", field: "status" }]);
  expect(await rows("select lead_kind, body from lead_notes")).toEqual([{ lead_kind: "ga-leads", body: "Rang back" }]);

  // the queue's next job gets a fresh id, and a kind outside the one spelling is refused by the database
  const [next] = await rows<{ id: number }>("insert into jobs (type) values ('lead-email') returning id");
  expect(next!.id).toBe(5);
  await expect(q("insert into lead_notes (lead_kind, lead_id, body, username) values ('quote', 1, 'x', 'office')")).rejects.toThrow(
    /lead_notes_lead_kind_check/,
  );
});
