import { afterAll, beforeAll, expect, it } from "vitest";
import { quoteRequestBody } from "../../test/lead-bodies";
import { type ServerProcess, spawnServer } from "../../test/server-process";
import { SmtpSink } from "../../test/smtp-sink";
import { type ProcessWorkspace, processWorkspace } from "../../test/process-workspace";
import { tasksDueSoonIn } from "../../test/queue-drained";
import { LEAD_EMAIL_TASK } from "./lead-emails";

/** Real server processes (server/index.ts) against one database: PGlite on disk, or a fresh PostgreSQL database. */
const pgUrl = process.env.TEST_DATABASE_URL;
let workspace: ProcessWorkspace;
let sink: SmtpSink;

beforeAll(async () => {
  workspace = await processWorkspace("mail-processes");
  sink = await SmtpSink.start();
});
afterAll(async () => {
  await sink?.down();
  await workspace?.cleanUp();
});

/** A server process on the test's database, with lead email going to the sink when `mail`. */
async function startServer(mail: boolean): Promise<ServerProcess> {
  const server = await spawnServer({
    DIST_DIR: workspace.dist,
    PGLITE_DATA_DIR: workspace.pgliteDir,
    DATABASE_URL: workspace.databaseUrl,
    SESSION_SECRET: "processes-test-secret",
    SMTP_URL: mail ? sink.url : "",
    MAIL_FROM: mail ? "Ridgeline <quotes@ridgeline.example>" : "",
    LEAD_ALERT_TO: mail ? "office@ridgeline.example" : "",
    // one proxy hop, so each POST can come from a visitor address of its own (X-Forwarded-For)
    TRUST_PROXY: "1",
  });
  await server.waitForOutput("server listening");
  return server;
}

let visitor = 0;
/** A quote request from a visitor address of its own unless `from` is given; to an address made from the name unless `email` is. */
const postQuote = (port: number, name: string, { email, from }: { email?: string; from?: string } = {}) =>
  fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from ?? `203.0.113.${++visitor}` },
    body: JSON.stringify(quoteRequestBody({ name, email: email ?? `${name.toLowerCase().replace(/\W/g, "")}@example.com` })),
  });
const receiptsTo = (address: string) =>
  sink.received.filter((m) => m.envelopeTo.includes(address) && m.mail.subject?.startsWith("We have your"));

/**
 * With every server stopped (a stop finishes the send in progress), the emails still waiting in the queue: none
 * means what the sink holds is all there will ever be.
 */
// only the emails: each lead also queues its five-minute waiting check, which a slow run of this file reaches
const emailsStillQueued = () =>
  tasksDueSoonIn(pgUrl ? { url: workspace.databaseUrl } : { dataDir: workspace.pgliteDir }, [LEAD_EMAIL_TASK]);

it("keeps a lead's emails queued across a restart and delivers them exactly once after it", { timeout: 240_000 }, async () => {
  const before = await startServer(false);
  const res = await postQuote(before.port, "Restart Person");
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  expect(await before.stop()).toBe(0);
  expect(sink.received).toHaveLength(0);

  const after = await startServer(true);
  await sink.waitFor(2);
  expect(await after.stop()).toBe(0);
  expect(await emailsStillQueued()).toBe(0);
  expect(sink.received).toHaveLength(2);
  expect(sink.received.every((m) => m.mail.text?.includes(reference))).toBe(true);
  sink.received.length = 0;
});

it.runIf(pgUrl)("with two server processes on one PostgreSQL, delivers each email exactly once", { timeout: 240_000 }, async () => {
  const [a, b] = [await startServer(true), await startServer(true)];
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => postQuote(i % 2 ? a.port : b.port, `Person ${i}`)));
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
  await sink.waitFor(12);
  expect(await a.stop()).toBe(0);
  expect(await b.stop()).toBe(0);
  expect(await emailsStillQueued()).toBe(0);
  const keys = sink.received.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
  expect(keys).toHaveLength(12);
  expect(new Set(keys).size).toBe(12);
  sink.received.length = 0;
});

it.runIf(pgUrl)(
  "with two server processes on one PostgreSQL, holds the receipt limits per recipient and per visitor",
  { timeout: 240_000 },
  async () => {
    sink.received.length = 0;
    const [a, b] = [await startServer(true), await startServer(true)];
    // eight at once, alternating processes: four to one address from four visitors, four from one visitor to four addresses
    const answers = await Promise.all([
      ...[1, 2, 3, 4].map((i) => postQuote(i % 2 ? a.port : b.port, `Target ${i}`, { email: "target@example.com" })),
      ...[1, 2, 3, 4].map((i) => postQuote(i % 2 ? b.port : a.port, `Sender ${i}`, { from: "198.51.100.9" })),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    await sink.waitFor(8 + 6);
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
    expect(await emailsStillQueued()).toBe(0);
    expect(receiptsTo("target@example.com")).toHaveLength(3);
    expect(sink.received.filter((m) => m.envelopeTo.some((to) => to.startsWith("sender")))).toHaveLength(3);
    expect(sink.received.filter((m) => m.envelopeTo.includes("office@ridgeline.example"))).toHaveLength(8);
    sink.received.length = 0;
  },
);

it(
  "when SIGTERM arrives mid-send, finishes that send, and the next process sends the rest, each exactly once",
  { timeout: 240_000 },
  async () => {
    sink.received.length = 0;
    let releaseHold = () => {};
    sink.hold = new Promise<void>((resolve) => (releaseHold = resolve));
    const dataStarted = new Promise<void>((resolve) => (sink.onDataStarted = resolve));
    const first = await startServer(true);
    const res = await postQuote(first.port, "Sigterm Person");
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await dataStarted; // the SMTP server holds the first message: the send is in flight
    const exited = first.stop();
    await first.waitForOutput("task worker stopping: finishing the task in progress");
    expect(first.child.exitCode).toBeNull(); // it waits for the send the sink holds
    sink.onDataStarted = undefined;
    sink.hold = undefined;
    releaseHold();
    expect(await exited).toBe(0);
    // the held send was finished before the exit (sends already under way may finish with it)
    expect(sink.received.length).toBeGreaterThanOrEqual(1);

    const second = await startServer(true);
    await sink.waitFor(2);
    expect(await second.stop()).toBe(0);
    expect(await emailsStillQueued()).toBe(0);
    const subjects = sink.received.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
    expect(subjects).toHaveLength(2);
    expect(new Set(subjects).size).toBe(2);
    expect(sink.received.every((m) => m.mail.text?.includes(reference))).toBe(true);
    sink.received.length = 0;
  },
);
