import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "./features/auth";
import { phonePhotoWithGps } from "./infra/images/test-images";
import { type ServerProcess, spawnServer } from "./test/server-process";
import { pollUntil } from "./test/poll-until";
import { type ProcessWorkspace, processWorkspace } from "./test/process-workspace";

/*
 * Two real server processes on one PostgreSQL, as behind a load balancer: what one does, the other
 * sees at once (sessions, throttles, approved reviews through every cache), and one can stop while
 * the other serves. Needs a real PostgreSQL (TEST_DATABASE_URL): PGlite is one process by nature.
 */

const ADMIN = { username: "two-proc-admin", password: "copper kettle under nine lanterns" };
const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)("two server processes on one PostgreSQL", { timeout: 240_000 }, () => {
  let workspace: ProcessWorkspace;
  const servers: ServerProcess[] = [];

  async function start(port?: number): Promise<ServerProcess> {
    const server = await spawnServer({
      ...(port ? { PORT: String(port) } : {}),
      DIST_DIR: workspace.dist,
      DATABASE_URL: workspace.databaseUrl,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // a deployment on a database server sets one secret for every process (the server refuses to start without it)
      SESSION_SECRET: "processes-share-this-secret",
      LOGIN_MAX_FAILURES: "5",
      SHUTDOWN_DRAIN_MS: "300",
    });
    servers.push(server);
    return server;
  }
  const ready = (server: ServerProcess) => server.waitForOutput("server listening");

  const post = (server: ServerProcess, pathname: string, body: unknown, cookie = "") =>
    fetch(server.url + pathname, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });

  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    workspace = await processWorkspace("two-proc");
    // both start at once: migrations run under the advisory lock
    [a, b] = [await start(), await start()];
    await Promise.all([ready(a), ready(b)]);
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    await workspace?.cleanUp();
  });

  it("a login on one is valid on the other", async () => {
    const login = await post(a, "/api/login", ADMIN);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const status = await fetch(`${b.url}/api/auth/status`, { headers: { Cookie: cookie } });
    expect(await status.json()).toEqual({
      isAuthenticated: true,
      user: { id: expect.any(Number), username: ADMIN.username, role: "owner", email: null, twoStepEnabled: false },
    });
  });

  it("failed logins across both meet 429 at the sixth, and the count survives a restart", async () => {
    const attempt = (server: ServerProcess, i: number) =>
      post(server, "/api/login", { username: ADMIN.username, password: `wrong password ${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 ? b : a, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // the right password is refused on both while the window lasts
    expect((await post(a, "/api/login", ADMIN)).status).toBe(429);
    expect((await post(b, "/api/login", ADMIN)).status).toBe(429);
  });

  it("a review approved through one is public on the other at once, pages included", async () => {
    const name = `Two Process Reviewer ${randomBytes(3).toString("hex")}`;
    const created = await post(a, "/api/reviews", { name, location: "Brisbane", rating: 4, reviewText: "Solid retaining wall" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const publicListOnB = async () => JSON.stringify(await (await fetch(`${b.url}/api/reviews`)).json());
    const cookie = await staffCookieOn(a);
    // B serves (and caches) the public lists and the home page just before the approval
    expect(await publicListOnB()).not.toContain(name);
    expect(await (await fetch(`${b.url}/`)).text()).not.toContain(name);

    const approved = await fetch(`${a.url}/api/reviews/${id}/approve`, { method: "PATCH", headers: { Cookie: cookie } });
    expect(approved.status).toBe(200);

    // B hears of it through PostgreSQL (LISTEN/NOTIFY) a moment after A answers, which on a loaded machine can come
    // after B's next request; a B that did not hear would keep its copy for a minute (or, deaf, for a second)
    await expect.poll(publicListOnB, { timeout: 500, interval: 20 }).toContain(name);
    const home = await (await fetch(`${b.url}/`)).text();
    expect(home).toContain(name);
    expect(home).toContain('"reviewCount":1');
  });

  it("a project published through one is on the other's /gallery once its photo is made, whichever process made it", async () => {
    const title = `Two process wall ${randomBytes(3).toString("hex")}`;
    expect(await (await fetch(`${b.url}/gallery`)).text()).not.toContain(title);
    const cookie = await staffCookieOn(a);
    const json = { "Content-Type": "application/json", Cookie: cookie };
    const created = await fetch(`${a.url}/api/projects`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        title,
        suburb: "Wynnum",
        service: "Timber Fencing",
        description: "Published on one process, seen on the other.",
        completedOn: "2026-11-01",
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append("alt", "A new timber fence along a side boundary");
    form.append("photo", new Blob([new Uint8Array(await phonePhotoWithGps())], { type: "image/jpeg" }), "fence.jpg");
    expect((await fetch(`${a.url}/api/projects/${id}/photos`, { method: "POST", headers: { Cookie: cookie }, body: form })).status).toBe(
      201,
    );
    const published = await fetch(`${a.url}/api/projects/${id}`, {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ published: true }),
    });
    expect(published.status).toBe(200);

    // the photo's sizes come from the task queue (either process's worker): the change is heard by both when they exist
    await pollUntil(async () => (await (await fetch(`${b.url}/gallery`)).text()).includes(`<h2>${title}</h2>`), {
      what: `${title} on the other process's /gallery`,
      everyMs: 200,
    });
  });

  it("graceful shutdown of one leaves the other serving, and a restarted one still enforces the shared throttle", async () => {
    const port = Number(new URL(a.url).port);
    a.child.kill("SIGTERM");
    // the signal arrives asynchronously: ask /readyz once the process says it is draining
    await a.waitForOutput("shutting down: draining");
    expect((await fetch(`${a.url}/readyz`)).status).toBe(503);
    expect(await a.exited).toBe(0);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/golf/products`)).status).toBe(200);

    const restarted = await start(port);
    await ready(restarted);
    expect((await post(restarted, "/api/login", ADMIN)).status).toBe(429);
  });

  /** A staff session for a second account (the failures above lock ADMIN's username from this address). */
  async function staffCookieOn(server: ServerProcess): Promise<string> {
    const username = `two-proc-staff-${randomBytes(3).toString("hex")}`;
    const client = new pg.Client({ connectionString: workspace.databaseUrl });
    await client.connect();
    try {
      await client.query("insert into users (username, password) values ($1, $2)", [username, await hashPassword(ADMIN.password)]);
    } finally {
      await client.end();
    }
    const login = await post(server, "/api/login", { username, password: ADMIN.password });
    expect(login.status).toBe(200);
    return login.headers.getSetCookie()[0]!.split(";")[0]!;
  }
});
