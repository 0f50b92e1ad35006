import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountLinks, auditLog, users } from "@shared/schema";
import { FORGOT_PASSWORD_ANSWER } from "@shared/auth/account-validation";
import type { SmtpSink } from "../../test/smtp-sink";
import { appWithStaff } from "../../test/app-with-staff";
import { createTestContext, type TestContext } from "../../test/test-app";
import { upsertUser } from "./users.queries";

let ctx: TestContext, sink: SmtpSink, close: () => Promise<void>;

const OWNER = { username: "owner", password: "copper kettle under nine lanterns" };
const STAFF_MEMBER = { username: "crew", password: "granite steps by the creek 9" };

beforeAll(async () => {
  ({ ctx, sink, close } = await appWithStaff({ mail: true, signIn: false }));
  await upsertUser(ctx.database.db, OWNER.username, OWNER.password, "owner");
  await upsertUser(ctx.database.db, STAFF_MEMBER.username, STAFF_MEMBER.password, "staff");
});
afterAll(() => close?.());
beforeEach(() => {
  sink.received.length = 0;
});

async function signIn(account: { username: string; password: string }) {
  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/login").send(account);
  expect(res.status).toBe(200);
  return agent;
}

/** The one-time link of the email that reached `to`, once it has. */
async function linkSentTo(to: string): Promise<{ path: string; token: string }> {
  await expect.poll(() => sink.received.some((m) => m.envelopeTo.includes(to)), { timeout: 10_000 }).toBe(true);
  const mail = sink.received.find((m) => m.envelopeTo.includes(to))!;
  const match = /(\/(?:accept-invite|reset-password))#token=([\w-]+)/.exec(mail.mail.text ?? "");
  expect(match).not.toBeNull();
  return { path: match![1]!, token: match![2]! };
}

describe("roles", () => {
  it("keep accounts, business details, settings and the audit log an Owner's: Staff get 403, visitors 401", async () => {
    const crew = await signIn(STAFF_MEMBER);
    const owner = await signIn(OWNER);
    for (const [method, path, body] of [
      ["get", "/api/accounts", undefined],
      ["post", "/api/accounts/invite", { email: "x@example.com", role: "staff" }],
      ["patch", "/api/accounts/1", { role: "staff" }],
      ["get", "/api/business-profile", undefined],
      ["put", "/api/business-profile", {}],
      ["get", "/api/audit", undefined],
      ["get", "/api/audit.csv", undefined],
      ["put", "/api/auth/two-step-rule", { required: true }],
      ["put", "/api/golf/settings", {}],
    ] as const) {
      const send = (agent: request.Agent | ReturnType<typeof request>) => (body ? agent[method](path).send(body) : agent[method](path));
      expect((await send(request(ctx.app))).status, `${method} ${path} without a session`).toBe(401);
      const asStaff = await send(crew);
      expect(asStaff.status, `${method} ${path} as Staff`).toBe(403);
      expect(asStaff.body.message).toBe("Only an Owner can do this");
    }
    expect((await owner.get("/api/accounts")).status).toBe(200);
    // Staff still work leads, reviews, projects and golf records
    for (const path of ["/api/contact", "/api/reviews/all", "/api/projects?all=1"]) expect((await crew.get(path)).status).toBe(200);
    expect((await crew.get("/api/auth/status")).body.user).toMatchObject({ username: "crew", role: "staff" });
  });
});

describe("invitations", () => {
  it("invite by email; the link makes an account with the role given, once, and its holder signs in", async () => {
    const owner = await signIn(OWNER);
    const invited = await owner.post("/api/accounts/invite").send({ email: "New.Person@Example.com", role: "staff" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: "new.person@example.com", role: "staff" });
    const { path, token } = await linkSentTo("new.person@example.com");
    expect(path).toBe("/accept-invite");
    // only the hash is kept
    const [stored] = await ctx.database.db.select().from(accountLinks).where(eq(accountLinks.email, "new.person@example.com"));
    expect(stored!.tokenHash).not.toContain(token);
    // the queue never held the token: it is made as the email is sent
    await expect
      .poll(async () => JSON.stringify(await ctx.database.db.execute(sql`select payload from tasks`)), { timeout: 5_000 })
      .not.toContain(token);

    const weak = await request(ctx.app).post("/api/auth/invite/accept").send({ token, username: "newperson", password: "password1" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toMatch(/at least 12 characters|too easy to guess/);
    const accepted = await request(ctx.app)
      .post("/api/auth/invite/accept")
      .send({ token, username: "newperson", password: "river stones and quiet maps" });
    expect(accepted.status).toBe(201);
    const again = await request(ctx.app)
      .post("/api/auth/invite/accept")
      .send({ token, username: "someoneelse", password: "river stones and quiet maps" });
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/expired or has already been used/);

    const newcomer = await signIn({ username: "newperson", password: "river stones and quiet maps" });
    expect((await newcomer.get("/api/auth/status")).body.user).toMatchObject({
      username: "newperson",
      role: "staff",
      email: "new.person@example.com",
    });
    const accounts = (await owner.get("/api/accounts")).body as { accounts: { username: string; lastSignInAt: string | null }[] };
    expect(accounts.accounts.find((a) => a.username === "newperson")!.lastSignInAt).not.toBeNull();
  });

  it("refuses an expired invitation", async () => {
    const owner = await signIn(OWNER);
    await owner.post("/api/accounts/invite").send({ email: "late@example.com", role: "owner" }).expect(201);
    const { token } = await linkSentTo("late@example.com");
    await ctx.database.db
      .update(accountLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountLinks.email, "late@example.com"));
    const res = await request(ctx.app)
      .post("/api/auth/invite/accept")
      .send({ token, username: "late", password: "river stones and quiet maps" });
    expect(res.status).toBe(410);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "late"))).toEqual([]);
  });
});

describe("forgotten password", () => {
  it("answers the same whether or not the account exists, and the link resets the password once and ends every session", async () => {
    await ctx.database.db.update(users).set({ email: "crew@example.com" }).where(eq(users.username, STAFF_MEMBER.username));
    const crewSession = await signIn(STAFF_MEMBER);
    const unknown = await request(ctx.app).post("/api/auth/forgot").send({ email: "nobody@example.com" });
    const known = await request(ctx.app).post("/api/auth/forgot").send({ email: "Crew@Example.com" });
    expect([unknown.status, unknown.body]).toEqual([200, { message: FORGOT_PASSWORD_ANSWER }]);
    expect([known.status, known.body]).toEqual([200, { message: FORGOT_PASSWORD_ANSWER }]);
    const { path, token } = await linkSentTo("crew@example.com");
    expect(path).toBe("/reset-password");
    expect(sink.received.some((m) => m.envelopeTo.includes("nobody@example.com"))).toBe(false);

    const reset = await request(ctx.app).post("/api/auth/reset").send({ token, password: "a brand new passphrase 42" });
    expect(reset.status).toBe(200);
    expect((await crewSession.get("/api/contact")).status).toBe(401);
    expect((await request(ctx.app).post("/api/auth/reset").send({ token, password: "another new passphrase 43" })).status).toBe(410);
    expect((await request(ctx.app).post("/api/login").send(STAFF_MEMBER)).status).toBe(401);
    STAFF_MEMBER.password = "a brand new passphrase 42";
    await signIn(STAFF_MEMBER);
  });

  it("refuses a reset link after its hour", async () => {
    await request(ctx.app).post("/api/auth/forgot").send({ email: "crew@example.com" }).expect(200);
    const { token } = await linkSentTo("crew@example.com");
    await ctx.database.db
      .update(accountLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountLinks.purpose, "reset"));
    expect((await request(ctx.app).post("/api/auth/reset").send({ token, password: "yet another passphrase 44" })).status).toBe(410);
  });

  it("is throttled per account address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(ctx.app).post("/api/auth/forgot").send({ email: "throttled@example.com" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("changing roles and disabling", () => {
  it("never leaves no active Owner, and a disabled account's session ends at once", async () => {
    const owner = await signIn(OWNER);
    const ownerId = (await owner.get("/api/auth/status")).body.user.id as number;
    const list = (await owner.get("/api/accounts")).body.accounts as { id: number; username: string; role: string }[];
    // make every other Owner Staff, so OWNER is the last one
    for (const account of list.filter((a) => a.role === "owner" && a.id !== ownerId)) {
      await owner.patch(`/api/accounts/${account.id}`).send({ role: "staff" }).expect(200);
    }
    const demote = await owner.patch(`/api/accounts/${ownerId}`).send({ role: "staff" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/at least one active Owner/);
    expect((await owner.patch(`/api/accounts/${ownerId}`).send({ disabled: true })).status).toBe(409);

    const crew = await signIn(STAFF_MEMBER);
    const crewId = (await crew.get("/api/auth/status")).body.user.id as number;
    await owner.patch(`/api/accounts/${crewId}`).send({ disabled: true }).expect(200);
    expect((await crew.get("/api/contact")).status).toBe(401);
    expect((await request(ctx.app).post("/api/login").send(STAFF_MEMBER)).status).toBe(401);
    await owner.patch(`/api/accounts/${crewId}`).send({ disabled: false }).expect(200);
    await signIn(STAFF_MEMBER);

    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "account.update"));
    expect(rows.some((row) => row.targetId === String(crewId) && row.after?.disabled === true && row.before?.disabled === false)).toBe(
      true,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)("two Owners demoting each other at the same moment: one change is refused", async () => {
    const owner = await signIn(OWNER);
    await upsertUser(ctx.database.db, "second-owner", "violet harbour at first light", "owner");
    const second = await signIn({ username: "second-owner", password: "violet harbour at first light" });
    const firstId = (await owner.get("/api/auth/status")).body.user.id as number;
    const secondId = (await second.get("/api/auth/status")).body.user.id as number;
    // two apps on one PostgreSQL stand for two processes
    const other = await createTestContext({}, ctx.database);
    try {
      const otherAgent = request.agent(other.app);
      await otherAgent.post("/api/login").send({ username: "second-owner", password: "violet harbour at first light" }).expect(200);
      const [a, b] = await Promise.all([
        owner.patch(`/api/accounts/${secondId}`).send({ role: "staff" }),
        otherAgent.patch(`/api/accounts/${firstId}`).send({ role: "staff" }),
      ]);
      // the loser is refused by the lock (409), or, when the winner committed first, is no Owner any more (403)
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await ctx.database.db.select().from(users).where(eq(users.role, "owner"));
      expect(owners.filter((u) => u.disabledAt === null).length).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
  });
});
