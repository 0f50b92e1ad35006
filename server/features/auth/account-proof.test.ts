import { and, eq, isNull, sql } from "drizzle-orm";
import { generate } from "otplib";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountLinks, users } from "@shared/schema";
import type { SmtpSink } from "../../test/smtp-sink";
import { appWithStaff } from "../../test/app-with-staff";
import { createTestContext, type TestContext } from "../../test/test-app";
import { upsertUser } from "./users.queries";

/*
 * The second factor, the password and the email address are the keys to an account: each change needs proof
 * (a session alone is not enough), ends every other session and outstanding reset link, and tells the account.
 */

let ctx: TestContext, sink: SmtpSink, close: () => Promise<void>;
let nextAccount = 0;

beforeAll(async () => ({ ctx, sink, close } = await appWithStaff({ mail: true, signIn: false })));
afterAll(() => close?.());
beforeEach(() => {
  sink.received.length = 0;
});

/** A fresh account of its own (so rate limits and replay guards never cross tests), with an address. */
async function newAccount(role: "owner" | "staff" = "staff") {
  nextAccount += 1;
  const account = {
    username: `proof-${nextAccount}`,
    password: `harbour lights ${nextAccount} over the bay`,
    email: `proof${nextAccount}@example.com`,
  };
  const user = await upsertUser(ctx.database.db, account.username, account.password, role);
  await ctx.database.db.update(users).set({ email: account.email }).where(eq(users.id, user.id));
  return { ...account, id: user.id };
}

async function signIn(account: { username: string; password: string }) {
  const agent = request.agent(ctx.app);
  await agent.post("/api/login").send({ username: account.username, password: account.password }).expect(200);
  return agent;
}

const stepNow = () => Math.floor(Date.now() / 1000);

/** Turns two-step sign-in on for the signed-in agent; the secret and recovery codes. */
async function turnOnTwoStep(agent: request.Agent, password: string) {
  const { secret } = (await agent.post("/api/auth/totp/setup").send({ currentPassword: password }).expect(200)).body as { secret: string };
  const confirmed = await agent
    .post("/api/auth/totp/confirm")
    .send({ code: await generate({ secret, epoch: stepNow() }) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

async function noticeTo(address: string) {
  const isNotice = (m: (typeof sink.received)[number]) => m.envelopeTo.includes(address) && m.mail.subject?.startsWith("Security notice");
  await expect.poll(() => sink.received.some(isNotice), { timeout: 10_000 }).toBe(true);
  return sink.received.find(isNotice)!.mail;
}

const liveResetLinks = async (userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, userId), isNull(accountLinks.usedAt)))
  ).length;

/** An Owner and an account with two-step sign-in turned on, both signed in, with the account's recovery codes. */
async function ownerAndTwoStepAccount() {
  const ownerAgent = await signIn(await newAccount("owner"));
  const account = await newAccount();
  const agent = await signIn(account);
  const { recoveryCodes } = await turnOnTwoStep(agent, account.password);
  return { ownerAgent, account, agent, recoveryCodes };
}

/** An account signed in on two devices, with a password reset link it asked for still outstanding. */
async function signedInTwiceWithResetLink() {
  const account = await newAccount();
  const here = await signIn(account);
  const elsewhere = await signIn(account);
  await request(ctx.app).post("/api/auth/forgot").send({ email: account.email }).expect(200);
  await expect.poll(() => liveResetLinks(account.id), { timeout: 10_000 }).toBe(1);
  return { account, here, elsewhere };
}

describe("two-step sign-in needs the password, and a current code to replace it", () => {
  it("refuses set-up with a session alone or a wrong password", async () => {
    const account = await newAccount();
    const agent = await signIn(account);
    const bare = await agent.post("/api/auth/totp/setup").send({});
    expect([bare.status, bare.body.errors?.currentPassword]).toEqual([400, "Please enter your current password"]);
    const wrong = await agent.post("/api/auth/totp/setup").send({ currentPassword: "not my password at all" });
    expect([wrong.status, Object.keys(wrong.body.errors ?? {})]).toEqual([400, ["currentPassword"]]);
    await turnOnTwoStep(agent, account.password);
  });

  it("asks for a current code once it is on; replacing it ends the other session and tells the account", async () => {
    const account = await newAccount();
    const laptop = await signIn(account);
    const { secret, recoveryCodes } = await turnOnTwoStep(laptop, account.password);
    // a second device signs in with the password and a code of the next step (the set-up used this one)
    const phone = request.agent(ctx.app);
    await phone.post("/api/login").send(account).expect(200);
    await phone
      .post("/api/login/totp")
      .send({ code: await generate({ secret, epoch: stepNow() + 30 }) })
      .expect(200);

    // a thief holding the phone's session, even knowing the password, cannot move the second factor without a code
    const noCode = await phone.post("/api/auth/totp/setup").send({ currentPassword: account.password });
    expect([noCode.status, Object.keys(noCode.body.errors ?? {})]).toEqual([400, ["currentCode"]]);
    const wrongCode = await phone.post("/api/auth/totp/setup").send({ currentPassword: account.password, currentCode: "000000" });
    expect([wrongCode.status, Object.keys(wrongCode.body.errors ?? {})]).toEqual([400, ["currentCode"]]);
    expect((await phone.get("/api/contact")).status).toBe(200);

    // the owner of the account, on the laptop, with a recovery code (both codes of this minute are used)
    const moved = await laptop.post("/api/auth/totp/setup").send({ currentPassword: account.password, currentCode: recoveryCodes[0] });
    expect(moved.status).toBe(200);
    const newSecret = moved.body.secret as string;
    await laptop
      .post("/api/auth/totp/confirm")
      .send({ code: await generate({ secret: newSecret, epoch: stepNow() }) })
      .expect(200);
    expect((await phone.get("/api/contact")).status).toBe(401);
    expect((await laptop.get("/api/contact")).status).toBe(200);
    const notice = await noticeTo(account.email);
    expect(notice.subject).toMatch(/^Security notice: your .+ staff account$/);
    expect(notice.text).toContain("moved to a new authenticator app");
    expect(notice.text).toContain("/forgot-password");
  });

  it("turns off only with the password and a code (a recovery code will do), and not while the Owner requires it", async () => {
    const { ownerAgent, account, agent, recoveryCodes } = await ownerAndTwoStepAccount();
    const other = request.agent(ctx.app);
    await other.post("/api/login").send(account).expect(200);
    await other.post("/api/login/totp").send({ code: recoveryCodes[0] }).expect(200);

    expect((await agent.delete("/api/auth/totp").send({ currentPassword: account.password })).status).toBe(400);
    await ownerAgent.put("/api/auth/two-step-rule").send({ required: true }).expect(200);
    const refused = await agent.delete("/api/auth/totp").send({ currentPassword: account.password, currentCode: recoveryCodes[1] });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "The owner requires two-step sign-in for every account, so it cannot be turned off",
    ]);
    await ctx.database.db.execute(sql`update app_settings set value = 'false' where key = 'two_step_required'`);

    const off = await agent.delete("/api/auth/totp").send({ currentPassword: account.password, currentCode: recoveryCodes[2] });
    expect(off.status).toBe(200);
    expect((await agent.get("/api/auth/status")).body.user.twoStepEnabled).toBe(false);
    expect((await other.get("/api/contact")).status).toBe(401);
    expect((await noticeTo(account.email)).text).toContain("Two-step sign-in on your account was turned off.");
    // the password alone signs in again
    expect((await request(ctx.app).post("/api/login").send(account)).body.totpRequired).toBeUndefined();
  });
});

describe("a changed password or email address", () => {
  it("a new password ends the other sessions and every outstanding reset link, and tells the account", async () => {
    const { account, here, elsewhere } = await signedInTwiceWithResetLink();

    await here
      .post("/api/auth/password")
      .send({ currentPassword: account.password, newPassword: "a fresh passphrase for the yard 7" })
      .expect(200);
    expect((await elsewhere.get("/api/contact")).status).toBe(401);
    expect((await here.get("/api/contact")).status).toBe(200);
    expect(await liveResetLinks(account.id)).toBe(0);
    await expect.poll(() => sink.received.filter((m) => m.mail.subject?.startsWith("Security notice")).length, { timeout: 10_000 }).toBe(1);
    expect((await noticeTo(account.email)).text).toContain("The password of your account was changed.");
  });

  it("a new email address tells the old one, ends the other sessions and the reset links sent to the old address", async () => {
    const { account, here, elsewhere } = await signedInTwiceWithResetLink();

    await here.put("/api/auth/email").send({ email: "taken.over@example.com", currentPassword: account.password }).expect(200);
    expect((await elsewhere.get("/api/contact")).status).toBe(401);
    expect(await liveResetLinks(account.id)).toBe(0);
    const notice = await noticeTo(account.email);
    expect(notice.text).toContain("The email address of your account was changed.");
    expect(
      sink.received.some((m) => m.envelopeTo.includes("taken.over@example.com") && m.mail.subject?.startsWith("Security notice")),
    ).toBe(false);
  });
});

describe("sign-ins waiting for their code", () => {
  it("die with a password reset: the right password of before cannot finish with a code after", async () => {
    const account = await newAccount();
    const agent = await signIn(account);
    const { recoveryCodes } = await turnOnTwoStep(agent, account.password);
    const waiting = request.agent(ctx.app);
    expect((await waiting.post("/api/login").send(account)).body).toEqual({ totpRequired: true });

    await request(ctx.app).post("/api/auth/forgot").send({ email: account.email }).expect(200);
    await expect.poll(() => sink.received.some((m) => m.envelopeTo.includes(account.email)), { timeout: 10_000 }).toBe(true);
    const token = /#token=([\w-]+)/.exec(sink.received.find((m) => m.envelopeTo.includes(account.email))!.mail.text ?? "")![1]!;
    await request(ctx.app).post("/api/auth/reset").send({ token, password: "the reset passphrase of the week 3" }).expect(200);

    const finish = await waiting.post("/api/login/totp").send({ code: recoveryCodes[0] });
    expect(finish.status).toBe(401);
    expect((await waiting.get("/api/contact")).status).toBe(401);
  });

  it("die when the account is disabled", async () => {
    const { ownerAgent, account, recoveryCodes } = await ownerAndTwoStepAccount();
    const waiting = request.agent(ctx.app);
    await waiting.post("/api/login").send(account).expect(200);
    await ownerAgent.patch(`/api/accounts/${account.id}`).send({ disabled: true }).expect(200);
    expect((await waiting.post("/api/login/totp").send({ code: recoveryCodes[0] })).status).toBe(401);
  });
});

describe("requiring two-step sign-in", () => {
  it("sends an account already signed in without it to set-up at its next request", async () => {
    const owner = await newAccount("owner");
    const ownerAgent = await signIn(owner);
    const account = await newAccount();
    const agent = await signIn(account);
    expect((await agent.get("/api/contact")).status).toBe(200);

    await ownerAgent.put("/api/auth/two-step-rule").send({ required: true }).expect(200);
    const blocked = await agent.get("/api/contact");
    expect([blocked.status, blocked.body.message]).toEqual([403, "Set up two-step sign-in first"]);
    expect((await agent.get("/api/auth/status")).body.twoStepSetupRequired).toBe(true);
    await turnOnTwoStep(agent, account.password);
    expect((await agent.get("/api/contact")).status).toBe(200);
    await ctx.database.db.execute(sql`update app_settings set value = 'false' where key = 'two_step_required'`);
  });
});

describe("one-time links in the queue", () => {
  it("never wait there as tokens: without SMTP an invitation and a reset request queue no token", async () => {
    const quiet = await createTestContext();
    try {
      const owner = { username: "quiet-owner", password: "slate roofs in the autumn rain 4" };
      const user = await upsertUser(quiet.database.db, owner.username, owner.password, "owner");
      await quiet.database.db.update(users).set({ email: "quiet.owner@example.com" }).where(eq(users.id, user.id));
      const agent = request.agent(quiet.app);
      await agent.post("/api/login").send(owner).expect(200);
      await agent.post("/api/accounts/invite").send({ email: "waiting@example.com", role: "staff" }).expect(201);
      await request(quiet.app).post("/api/auth/forgot").send({ email: "quiet.owner@example.com" }).expect(200);
      const queued = (await quiet.database.db.execute(
        sql`select payload from tasks where type = 'account-email' order by id`,
      )) as unknown as {
        rows: { payload: Record<string, unknown> }[];
      };
      expect(queued.rows.map((row) => Object.keys(row.payload).sort())).toEqual([
        ["invitedBy", "linkId", "purpose", "role", "to"],
        ["purpose", "to"],
      ]);
    } finally {
      await quiet.close();
    }
  });
});
