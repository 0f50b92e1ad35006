import { afterAll, expect, it } from "vitest";
import { databaseBefore, type DatabaseBeforeMigration } from "../../test/migration-database";
import { pollUntil } from "../../test/poll-until";
import { SmtpSink } from "../../test/smtp-sink";
import { createTestContext, type TestContext } from "../../test/test-app";

/*
 * The queue's rename (jobs -> tasks, so that "job" means only the construction job), run over a database at the
 * schema before it: tasks queued, running, retrying, finished and failed keep their ids, states, payloads and
 * times; the emails keep pointing at their tasks; a text's task is renamed with its type; and a lead's receipt and
 * staff alert queued before the upgrade are sent once the new code starts.
 */

let before: DatabaseBeforeMigration | undefined;
let sink: SmtpSink | undefined;
let ctx: TestContext | undefined;
afterAll(async () => {
  await ctx?.close();
  await sink?.down();
  await before?.close();
});

type QueueRow = Record<string, unknown> & { id: number; type: string };
const QUEUE_COLUMNS = "id, type, payload, state, attempts, run_at, locked_until, first_attempt_at, last_error, finished_at, created_at";

it("renames the queue in place with every row, and runs what was queued before the upgrade", { timeout: 120_000 }, async () => {
  before = await databaseBefore("0026_tasks_queue");
  const { query: q, rows } = before;
  await q(`insert into leads (id, kind, reference, name, phone, email, service, length, location, timeline, budget) values
    (1, 'inquiries', 'RW-TASKSA', 'Tess Queued', '0412 345 678', 'tess@example.com', 'Timber Fencing', '10-30m', 'Paddington',
      '1-3-months', '10k-20k')`);
  await q(`insert into jobs (id, type, payload, state, attempts, run_at, locked_until, first_attempt_at, last_error, finished_at) values
    (1, 'lead-email', '{"leadEmailId":1}', 'queued', 0, now() - interval '1 minute', null, null, null, null),
    (2, 'lead-email', '{"leadEmailId":2}', 'retrying', 2, now() - interval '1 minute', null, now() - interval '5 minutes', 'ECONNREFUSED', null),
    (3, 'push-alert', '{"alert":"new-lead"}', 'done', 1, now() - interval '2 days', null, now() - interval '2 days', null, now() - interval '2 days'),
    (4, 'golf-alert-email', '{"alertId":9}', 'failed', 30, now() - interval '1 day', null, now() - interval '2 days', '550 mailbox unavailable', null),
    (5, 'visit-email', '{"visitId":1}', 'queued', 1, now() - interval '1 minute', now() + interval '2 minutes', now() - interval '1 minute', null, null),
    (6, 'sms-send', '{"messageId":1}', 'queued', 0, now() + interval '1 day', null, null, null, null)`);
  await q("select setval(pg_get_serial_sequence('jobs', 'id'), 6)");
  await q(`insert into lead_emails (lead_id, kind, job_id, recipient) values
    (1, 'receipt', 1, 'tess@example.com'), (1, 'staff-alert', 2, null)`);
  const queuedBefore = await rows<QueueRow>(`select ${QUEUE_COLUMNS} from jobs order by id`);

  await before.migrateTo();

  const queuedAfter = await rows<QueueRow>(`select ${QUEUE_COLUMNS} from tasks order by id`);
  expect(queuedAfter).toEqual(queuedBefore.map((row) => (row.type === "sms-send" ? { ...row, type: "text-send" } : row)));
  expect(await rows("select kind, task_id from lead_emails order by id")).toEqual([
    { kind: "receipt", task_id: 1 },
    { kind: "staff-alert", task_id: 2 },
  ]);
  expect(await rows("select to_regclass('jobs') as old, to_regclass('tasks_pkey') is not null as keyed")).toEqual([
    { old: null, keyed: true },
  ]);
  // the table's numbering goes on where it was
  expect(await rows("insert into tasks (type) values ('file-deletion') returning id")).toEqual([{ id: 7 }]);

  sink = await SmtpSink.start();
  ctx = await createTestContext(
    {
      mail: { smtpUrl: sink.url, from: "Ridgeline <quotes@ridgeline.example>", alertTo: ["office@ridgeline.example"] },
      taskTiming: { pollMs: 50, firstRetryMs: 200, maxGapMs: 400, giveUpAfterMs: 60 * 60_000 },
    },
    before.database,
  );
  await sink.waitFor(2);
  expect(sink.received.find((m) => m.envelopeTo.includes("tess@example.com"))?.mail.subject).toMatch(/^We have your quote request/);
  expect(sink.received.find((m) => m.envelopeTo.includes("office@ridgeline.example"))?.mail.subject).toBe(
    "New quote request: Tess Queued, Timber Fencing, Paddington",
  );
  const states = await pollUntil(
    async () => {
      const found = await rows<{ id: number; state: string }>("select id, state from tasks where id in (1, 2) order by id");
      return found.every((row) => row.state === "done") && found;
    },
    { what: "both emails' tasks to be done" },
  );
  expect(states).toEqual([
    { id: 1, state: "done" },
    { id: 2, state: "done" },
  ]);
});
