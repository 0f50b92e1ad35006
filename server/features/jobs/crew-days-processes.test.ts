import pg from "pg";
import { describe, expect, it } from "vitest";
import { quoteRequestBody } from "../../test/lead-bodies";
import type { ServerProcess } from "../../test/server-process";
import { twoServers } from "../../test/two-servers";

/*
 * A crew's day on two real server processes sharing one PostgreSQL: 20 bookings of one crew on one day at once,
 * half through each process, and exactly one is taken. Needs TEST_DATABASE_URL (PGlite is one process).
 */
const ADMIN = { username: "crews-admin", password: "two utes one driveway at dawn" };
const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)("crew days on two processes", { timeout: 240_000 }, () => {
  const servers = twoServers("crew-days", () => ({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }));
  const send = (server: ServerProcess, method: string, path: string, body: unknown, cookie = "") =>
    fetch(server.url + path, { method, headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) });

  /** A lead through the public form, marked Won by staff, and its job made. */
  async function wonJob(cookie: string, client: pg.Client, i: number): Promise<number> {
    const lead = await send(
      servers.a,
      "POST",
      "/api/contact",
      quoteRequestBody({ email: `crews.${i}@example.com`, location: "Chermside" }),
    );
    expect(lead.status).toBe(201);
    const { reference } = (await lead.json()) as { reference: string };
    const { rows } = await client.query("select id from leads where reference = $1", [reference]);
    const leadId = rows[0].id as number;
    expect((await send(servers.a, "PATCH", `/api/contact/${leadId}`, { status: "won" }, cookie)).status).toBe(200);
    const job = await send(servers.b, "POST", "/api/jobs", { leadId, stages: [{ description: "Timber fence" }] }, cookie);
    expect(job.status).toBe(201);
    const { jobId } = (await job.json()) as { jobId: number };
    const override = { reason: "Schedule test months ahead" };
    expect((await send(servers.b, "POST", `/api/jobs/${jobId}/compliance/byda/override`, override, cookie)).status).toBe(200);
    return jobId;
  }

  it("20 bookings of one crew on one day at once, half on each process: one is taken", async () => {
    const login = await send(servers.a, "POST", "/api/login", ADMIN);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const crew = await send(servers.a, "POST", "/api/crews", { name: "Crew One", colour: "#1d6f42", members: [] }, cookie);
    expect(crew.status).toBe(201);
    const { id: crewId } = (await crew.json()) as { id: number };
    const client = new pg.Client({ connectionString: servers.workspace.databaseUrl });
    await client.connect();
    try {
      const jobIds = [];
      for (let i = 0; i < 20; i++) jobIds.push(await wonJob(cookie, client, i));
      const answers = await Promise.all(
        jobIds.map((jobId, i) =>
          send(
            i % 2 ? servers.a : servers.b,
            "POST",
            `/api/jobs/${jobId}/bookings`,
            { stage: 1, crewId, startDay: "2027-06-01", days: 1 },
            cookie,
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
      const { rows } = await client.query("select count(*)::int as n from crew_days where crew_id = $1 and day = '2027-06-01'", [crewId]);
      expect(rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
