import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "../../session";
import { STAFF, signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext, testConfig } from "../../test/test-app";
import { upsertUser } from "./users.queries";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: { limit: 5, windowMs: 15 * 60_000 } });
  await upsertUser(ctx.database.db, STAFF.username, STAFF.password);
});
afterAll(() => ctx?.close());

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
const cookiePair = (cookie: string | undefined) => cookie?.split(";")[0] ?? "";

/** Six sign-ins with wrong passwords for one username from one address: their statuses. */
async function sixWrongPasswords(username: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await request(ctx.app)
          .post("/api/login")
          .send({ username, password: `wrong-${i}-password` })
      ).status,
    );
  return statuses;
}

describe("POST /api/login", () => {
  it("signs a staff member in with an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await request(ctx.app).post("/api/login").send(STAFF);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: expect.any(Number), username: STAFF.username, role: "owner", email: null, twoStepEnabled: false });
    expect(res.body.user).not.toHaveProperty("password");
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // idle timeout: the cookie expires an hour after this request (rolling with each request)
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await createTestContext({ trustProxy: 1 }, ctx.database);
    try {
      const res = await request(proxied.app).post("/api/login").set("X-Forwarded-Proto", "https").send(STAFF);
      expect(res.status).toBe(200);
      expect(sessionCookie(res)).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it("trims the username", async () => {
    const res = await request(ctx.app)
      .post("/api/login")
      .send({ ...STAFF, username: `  ${STAFF.username} ` });
    expect(res.status).toBe(200);
  });

  it("answers 401 with the same message for a wrong password and an unknown user", async () => {
    const wrongPassword = await request(ctx.app)
      .post("/api/login")
      .send({ ...STAFF, password: "wrong password!!" });
    const unknownUser = await request(ctx.app).post("/api/login").send({ username: "nobody", password: "whatever12345" });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid username or password" });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it("answers 400 when a field is empty", async () => {
    const res = await request(ctx.app).post("/api/login").send({ username: "   ", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: "Please enter both username and password",
      password: "Please enter both username and password",
    });
  });

  it("gives a new session id on each login and kills the old one", async () => {
    const agent = request.agent(ctx.app);
    const first = cookiePair(sessionCookie(await agent.post("/api/login").send(STAFF)));
    const second = cookiePair(sessionCookie(await agent.post("/api/login").send(STAFF)));
    expect(first).not.toBe("");
    expect(second).not.toBe(first);
    const withOld = await request(ctx.app).get("/api/contact").set("Cookie", first);
    expect(withOld.status).toBe(401);
    const withNew = await request(ctx.app).get("/api/contact").set("Cookie", second);
    expect(withNew.status).toBe(200);
  });

  it("answers 429 to the 6th failure in the window for one username and address", async () => {
    const username = "throttled-user";
    await upsertUser(ctx.database.db, username, "the right password 1");
    const statuses = await sixWrongPasswords(username);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await request(ctx.app).post("/api/login").send({ username, password: "the right password 1" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/wait/i);
    // another username from the same address is not locked out by it
    expect((await request(ctx.app).post("/api/login").send(STAFF)).status).toBe(200);
  });

  it("counts failures for a username that PostgreSQL text cannot hold (a NUL) like any other", async () => {
    const username = "nul\u0000name";
    const statuses = await sixWrongPasswords(username);
    expect(statuses.slice(0, 5).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe("GET /api/auth/status", () => {
  it("says not authenticated without a session", async () => {
    const res = await request(ctx.app).get("/api/auth/status");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isAuthenticated: false });
  });

  it("names the user with a session", async () => {
    const agent = await signedInAgent(ctx);
    const res = await agent.get("/api/auth/status");
    expect(res.body).toEqual({
      isAuthenticated: true,
      user: { id: expect.any(Number), username: STAFF.username, role: "owner", email: null, twoStepEnabled: false },
    });
  });
});

describe("POST /api/logout", () => {
  it("destroys the session so the old cookie no longer works", async () => {
    const login = await request(ctx.app).post("/api/login").send(STAFF);
    const cookie = cookiePair(sessionCookie(login));
    expect((await request(ctx.app).get("/api/reviews/all").set("Cookie", cookie)).status).toBe(200);
    const logout = await request(ctx.app).post("/api/logout").set("Cookie", cookie);
    expect(logout.status).toBe(200);
    expect(sessionCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await request(ctx.app).get("/api/reviews/all").set("Cookie", cookie)).status).toBe(401);
    expect((await request(ctx.app).get("/api/auth/status").set("Cookie", cookie)).body).toEqual({ isAuthenticated: false });
  });

  it("is harmless without a session", async () => {
    expect((await request(ctx.app).post("/api/logout")).status).toBe(200);
  });
});

describe("staff endpoints", () => {
  it.each([
    ["get", "/api/contact"],
    ["get", "/api/ga-leads"],
    ["get", "/api/reviews/all"],
    ["patch", "/api/reviews/1/approve"],
  ] as const)("%s %s answers 401 without a session", async (method, path) => {
    const res = await request(ctx.app)[method](path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required" });
  });

  it("refuses staff-session writes from a foreign Origin with 403", async () => {
    const agent = await signedInAgent(ctx);
    const foreign = await agent.patch("/api/reviews/1/approve").set("Origin", "https://evil.example");
    expect(foreign.status).toBe(403);
    const foreignLogout = await agent.post("/api/logout").set("Origin", "https://evil.example");
    expect(foreignLogout.status).toBe(403);
    expect((await agent.get("/api/auth/status")).body.isAuthenticated).toBe(true);
    const sameOrigin = await agent.post("/api/logout").set("Origin", "http://localhost").set("Host", "localhost");
    expect(sameOrigin.status).toBe(200);
  });

  it("refuses a foreign-Origin login with 403", async () => {
    const res = await request(ctx.app).post("/api/login").set("Origin", "https://evil.example").send(STAFF);
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe("sessions", () => {
  it("survive a server restart on the same database", async () => {
    const first = await createTestContext({ sessionSecret: undefined }, ctx.database);
    const cookie = cookiePair(sessionCookie(await request(first.app).post("/api/login").send(STAFF)));
    // a new app on the same database, as after a restart: it must find the stored secret and session
    const second = await createTestContext({ sessionSecret: undefined }, ctx.database);
    const res = await request(second.app).get("/api/auth/status").set("Cookie", cookie);
    expect(res.body.isAuthenticated).toBe(true);
    await first.close();
    await second.close();
  });
});

describe("sign-in throttled per account, across addresses", () => {
  let spread: TestContext;
  const TARGET = { username: "guessed-owner", password: "the real passphrase is long" };
  beforeAll(async () => {
    spread = await createTestContext({ trustProxy: 1, accountLoginLimit: { limit: 10, windowMs: 15 * 60_000 } });
    await upsertUser(spread.database.db, TARGET.username, TARGET.password);
    await upsertUser(spread.database.db, STAFF.username, STAFF.password);
  });
  afterAll(() => spread?.close());
  const attempt = (password: string, address: string, username = TARGET.username) =>
    request(spread.app).post("/api/login").set("X-Forwarded-For", address).send({ username, password });

  it("refuses the account after 10 failures from 5 addresses, the right password too, as a wrong password is answered", async () => {
    const wrong = await attempt("not it at all", "198.51.100.1");
    expect(wrong.status).toBe(401);
    for (let i = 1; i < 10; i++) expect((await attempt(`guess number ${i}`, `198.51.100.${(i % 5) + 1}`)).status).toBe(401);
    const locked = await attempt(TARGET.password, "203.0.113.77");
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual(wrong.body);
    expect(sessionCookie(locked)).toBeUndefined();
    // another account signs in as usual
    expect((await attempt(STAFF.password, "198.51.100.1", STAFF.username)).status).toBe(200);
  });
});

describe("the session cookie of a deployment served over https", () => {
  let deployed: TestContext;
  beforeAll(async () => {
    const base = testConfig();
    deployed = await createTestContext({ env: "production", business: { ...base.business, siteUrl: "https://ridgeline.example" } });
    await upsertUser(deployed.database.db, STAFF.username, STAFF.password);
  });
  afterAll(() => deployed?.close());

  it("is Secure and named __Host-, even when the proxy's hops are not trusted", async () => {
    const res = await request(deployed.app).post("/api/login").set("X-Forwarded-Proto", "https").send(STAFF);
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith(`__Host-${SESSION_COOKIE_NAME}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
