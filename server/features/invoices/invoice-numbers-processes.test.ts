import pg from "pg";
import { describe, expect, it } from "vitest";
import { quoteRequestBody } from "../../test/lead-bodies";
import type { ServerProcess } from "../../test/server-process";
import { twoServers } from "../../test/two-servers";
import { wallQuote } from "../../test/quotes";

/*
 * Invoice numbers on two real server processes sharing one PostgreSQL: 50 claims issued at once, half through
 * each, get 50 numbers in a row, none repeated and none skipped. Needs TEST_DATABASE_URL (PGlite is one process).
 */
const ADMIN = { username: "numbers-admin", password: "seven ledgers under one lamp" };
const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)("invoice numbers on two processes", { timeout: 240_000 }, () => {
  // a business with its ABN and GST answer may issue invoices
  const servers = twoServers("invoice-numbers", () => ({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BUSINESS_ABN: "51 824 753 556",
    BUSINESS_GST_REGISTERED: "yes",
  }));
  const post = (server: ServerProcess, path: string, body: unknown, cookie = "") =>
    fetch(server.url + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });

  /** A lead through the public form, its quote written and sent by staff, and accepted by the homeowner. */
  async function acceptedJob(cookie: string, i: number) {
    const lead = await post(servers.a, "/api/contact", quoteRequestBody({ email: `numbers.${i}@example.com`, location: "Chermside" }));
    expect(lead.status).toBe(201);
    const { reference } = (await lead.json()) as { reference: string };
    const quote = await post(servers.a, "/api/quotes", wallQuote(reference), cookie);
    expect(quote.status).toBe(201);
    const { id, url } = (await quote.json()) as { id: number; url: string };
    expect((await post(servers.a, `/api/quotes/${id}/send`, {}, cookie)).status).toBe(200);
    const client = new pg.Client({ connectionString: servers.workspace.databaseUrl });
    await client.connect();
    const { rows } = await client.query("select content_hash from quote_versions where quote_id = $1 and state = 'sent'", [id]);
    await client.end();
    const accepted = await fetch(servers.b.url + new URL(url).pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "accept", fullName: "Nia Numbers", agree: "yes", version: rows[0].content_hash }),
      redirect: "manual",
    });
    expect(accepted.status).toBe(303);
    return reference;
  }

  it("50 claims at once, half on each process, get 50 numbers in a row", async () => {
    const login = await post(servers.a, "/api/login", ADMIN);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const references = [];
    for (let i = 0; i < 5; i++) references.push(await acceptedJob(cookie, i));
    // the five deposits took INV-000001 to INV-000005
    const claims = await Promise.all(
      references.flatMap((reference, i) =>
        Array.from({ length: 10 }, (_, j) =>
          post((i + j) % 2 ? servers.a : servers.b, `/api/leads/${reference}/claims`, { stage: 1, amountCents: 100 }, cookie),
        ),
      ),
    );
    expect(claims.map((claim) => claim.status)).toEqual(Array(50).fill(201));
    const numbers = (await Promise.all(claims.map(async (claim) => ((await claim.json()) as { number: string }).number))).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${String(i + 6).padStart(6, "0")}`));
  });
});
