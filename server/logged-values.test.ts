import { Writable } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { Database } from "./db/client";
import { templateOnlyClientAssets } from "./features/site";
import { createLogger } from "./logger";
import { signedInAgent } from "./test/staff";
import { createTestDatabase, type TestContext, testConfig } from "./test/test-app";
import { sendQuoteRequest } from "./test/leads";

/*
 * What the logs may never hold: a homeowner's details from a failed database write (Drizzle names the bound
 * values, PostgreSQL the row) and what staff typed into the lead search.
 */

const lines: Record<string, unknown>[] = [];
let database: Database;
let ctx: TestContext;

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger("info", { destination: sink });
  const config = testConfig();
  const { app, close, apiRoutes } = await createApp({ database, config, logger, client: templateOnlyClientAssets() });
  ctx = { app, apiRoutes, database, config, close };
});
afterAll(async () => {
  await ctx?.close();
  await database?.close();
});

const secret = { name: "Margaret Quincey-Secret", phone: "0487 654 321", email: "margaret.secret@example.com", location: "Kangaroo Point" };

describe("a database error on a write", () => {
  it("is logged with its statement and constraint, never the values or the row", async () => {
    // a rule the insert breaks, so PostgreSQL refuses the row (and describes it in its detail)
    await database.pool.query("alter table leads add constraint no_margaret check (name not like 'Margaret%')");
    try {
      const res = await sendQuoteRequest(ctx, secret);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Something went wrong" });
      await new Promise((r) => setImmediate(r));
      const errorLine = lines.find((line) => line.msg === "unhandled error");
      expect(errorLine).toBeDefined();
      const err = errorLine!.err as Record<string, unknown>;
      expect(err.message).toMatch(/^Failed query: insert into "leads"/);
      expect(err.message).toContain('violates check constraint "no_margaret"');
      expect(err).toMatchObject({ code: "23514", constraint: "no_margaret" });
      const logged = JSON.stringify(lines);
      for (const value of [...Object.values(secret), "0487654321", "Margaret"]) expect(logged).not.toContain(value);
      expect(logged).not.toContain("params");
      expect(logged).not.toContain("Failing row");
    } finally {
      await database.pool.query("alter table leads drop constraint no_margaret");
    }
  });
});

describe("the lead search", () => {
  it("is never logged: the request line withholds it, the export line only says there was one", async () => {
    const staff = await signedInAgent(ctx);
    expect((await staff.get(`/api/contact?page=1&status=new&q=${encodeURIComponent(secret.name)}`)).status).toBe(200);
    expect((await staff.get(`/api/contact/export.csv?q=${encodeURIComponent(secret.phone)}`)).status).toBe(200);
    // the request line is written when the response has finished, which a busy machine may do a moment later
    const findRequestLine = () =>
      lines.find((line) => String((line.req as { url?: string } | undefined)?.url).startsWith("/api/contact?page=1"));
    await expect.poll(findRequestLine).toBeDefined();
    await expect.poll(() => lines.find((line) => line.msg === "lead export")).toBeDefined();
    const requestLine = findRequestLine();
    expect((requestLine!.req as { url: string }).url).toBe("/api/contact?page=1&status=new&q=%28withheld%29");
    expect(lines.find((line) => line.msg === "lead export")).toMatchObject({ searched: true, count: 0 });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("Quincey");
    // the phone in every form a URL or a log could carry it (a bare "654" can turn up inside a timestamp)
    for (const phone of ["0487 654 321", "0487%20654%20321", "0487+654+321", "0487654321", "654 321", "654%20321"]) {
      expect(logged).not.toContain(phone);
    }
  });
});

describe("a homeowner's links", () => {
  it("are logged with (token) in place of the token: booking, quote, its PDF and unsubscribe pages", async () => {
    const res = await sendQuoteRequest(ctx, { email: "links.logged@example.com" });
    expect(res.status).toBe(201);
    const bookingPath = new URL(res.body.bookingUrl as string).pathname;
    const token = bookingPath.split("/")[2]!;
    expect(token).toMatch(/^[\w-]{32}$/);
    const visited = [bookingPath, `/quote/${token}`, `/quote/${token}/pdf`, `/unsubscribe/${token}?from=email`];
    for (const path of visited) await request(ctx.app).get(path);
    const requestUrls = () => lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    await expect.poll(() => requestUrls().filter((url) => /^\/(book|quote|unsubscribe)\//.test(url!)).length).toBe(visited.length);
    expect(requestUrls()).toEqual(
      expect.arrayContaining(["/book/(token)", "/quote/(token)", "/quote/(token)/pdf", "/unsubscribe/(token)?from=email"]),
    );
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
