import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { projectRoot } from "../../project-root";
import { SmtpSink } from "../../test/smtp-sink";
import { writeStubClientBuild } from "../../test/stub-client-build";

/** Real server processes (server/index.ts) against one database: PGlite on disk, or a fresh PostgreSQL database. */
const pgUrl = process.env.TEST_DATABASE_URL;
const tmp = await mkdtemp(path.join(os.tmpdir(), "lead-mail-processes-"));
let databaseUrl = "";
let dropDatabase = async () => {};
let sink: SmtpSink;

beforeAll(async () => {
  await writeStubClientBuild(path.join(tmp, "dist"));
  sink = await SmtpSink.start();
  if (pgUrl) {
    const name = `mail_processes_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: pgUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
});
afterAll(async () => {
  await sink?.down();
  await dropDatabase();
  await rm(tmp, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface ServerProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

async function startServer(mail: boolean): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DIST_DIR: path.join(tmp, "dist"),
      PGLITE_DATA_DIR: path.join(tmp, "pglite"),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "processes-test-secret",
      LOG_LEVEL: "info",
      SMTP_URL: mail ? sink.url : "",
      MAIL_FROM: mail ? "Ridgeline <quotes@ridgeline.example>" : "",
      LEAD_ALERT_TO: mail ? "office@ridgeline.example" : "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const deadline = Date.now() + 90_000;
  while (!output.includes("server listening")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    child,
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

const postQuote = (port: number, name: string) =>
  fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      phone: "0412 345 678",
      email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
      service: "Timber Fencing",
      length: "10-30m",
      location: "Paddington",
      timeline: "1-3-months",
      budget: "10k-20k",
    }),
  });

const settle = () => new Promise((r) => setTimeout(r, 1_500));

it("keeps a lead's emails queued across a restart and delivers them exactly once after it", { timeout: 240_000 }, async () => {
  const before = await startServer(false);
  const res = await postQuote(before.port, "Restart Person");
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  expect(await before.stop()).toBe(0);
  expect(sink.received).toHaveLength(0);

  const after = await startServer(true);
  await sink.waitFor(2);
  await settle();
  expect(sink.received).toHaveLength(2);
  expect(sink.received.every((m) => m.mail.text?.includes(reference))).toBe(true);
  expect(await after.stop()).toBe(0);
  sink.received.length = 0;
});

it.runIf(pgUrl)("with two server processes on one PostgreSQL, delivers each email exactly once", { timeout: 240_000 }, async () => {
  const [a, b] = [await startServer(true), await startServer(true)];
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => postQuote(i % 2 ? a.port : b.port, `Person ${i}`)));
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
  await sink.waitFor(12);
  await settle();
  const keys = sink.received.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
  expect(keys).toHaveLength(12);
  expect(new Set(keys).size).toBe(12);
  expect(await a.stop()).toBe(0);
  expect(await b.stop()).toBe(0);
  sink.received.length = 0;
});

it("when SIGTERM arrives mid-send, finishes that send, and the next process sends the rest, each exactly once", { timeout: 240_000 }, async () => {
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
  await new Promise((r) => setTimeout(r, 500));
  expect(first.child.exitCode).toBeNull(); // still finishing its send
  sink.onDataStarted = undefined;
  sink.hold = undefined;
  releaseHold();
  expect(await exited).toBe(0);
  // the held send was finished before the exit (sends already under way may finish with it)
  expect(sink.received.length).toBeGreaterThanOrEqual(1);

  const second = await startServer(true);
  await sink.waitFor(2);
  await settle();
  const subjects = sink.received.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
  expect(subjects).toHaveLength(2);
  expect(new Set(subjects).size).toBe(2);
  expect(sink.received.every((m) => m.mail.text?.includes(reference))).toBe(true);
  expect(await second.stop()).toBe(0);
  sink.received.length = 0;
});
