import { generate } from "otplib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";
import { checkTotp, newTotpSecret } from "./two-step";
import { upsertUser } from "./users.queries";

const nowSeconds = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe("checkTotp, with a fixed clock", () => {
  const secret = newTotpSecret();
  const epoch = 1_795_600_000; // 2026-11-25, a step boundary or not: the window covers both

  it("takes the right code of now and of the steps either side, and refuses a wrong one", async () => {
    expect((await checkTotp(secret, await codeAt(secret, epoch), null, epoch)).valid).toBe(true);
    expect((await checkTotp(secret, await codeAt(secret, epoch - 30), null, epoch)).valid).toBe(true);
    expect((await checkTotp(secret, await codeAt(secret, epoch + 30), null, epoch)).valid).toBe(true);
    expect((await checkTotp(secret, await codeAt(secret, epoch - 120), null, epoch)).valid).toBe(false);
    const right = await codeAt(secret, epoch);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect((await checkTotp(secret, wrong, null, epoch)).valid).toBe(false);
  });

  it("refuses a code of a step already used, or of an earlier one", async () => {
    const first = await checkTotp(secret, await codeAt(secret, epoch), null, epoch);
    expect(first.valid).toBe(true);
    const step = first.valid ? first.timeStep : -1;
    expect((await checkTotp(secret, await codeAt(secret, epoch), step, epoch)).valid).toBe(false);
    expect((await checkTotp(secret, await codeAt(secret, epoch - 30), step, epoch)).valid).toBe(false);
    expect((await checkTotp(secret, await codeAt(secret, epoch + 30), step, epoch)).valid).toBe(true);
  });
});

describe("two-step sign-in through the API", () => {
  let ctx: TestContext;
  const ACCOUNT = { username: "two-step-user", password: "lighthouse keepers sleep late" };
  let secret = "";
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ loginRateLimit: { limit: 5, windowMs: 15 * 60_000 } });
    await upsertUser(ctx.database.db, ACCOUNT.username, ACCOUNT.password, "owner");
  });
  afterAll(async () => ctx?.close());

  it("is set up from a QR code and a first code, which gives ten recovery codes once", async () => {
    const agent = request.agent(ctx.app);
    await agent.post("/api/login").send(ACCOUNT).expect(200);
    const setup = await agent.post("/api/auth/totp/setup").send({ currentPassword: ACCOUNT.password }).expect(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+two-step-user\?/);
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    secret = setup.body.secret;
    expect((await agent.post("/api/auth/totp/confirm").send({ code: "000000" })).status).toBe(400);
    const confirmed = await agent.post("/api/auth/totp/confirm").send({ code: await codeAt(secret, nowSeconds()) });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await agent.get("/api/auth/status")).body.user.twoStepEnabled).toBe(true);
  });

  it("asks for the code after the password, with no session until it comes; a replayed code is refused", async () => {
    const agent = request.agent(ctx.app);
    const first = await agent.post("/api/login").send(ACCOUNT);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ totpRequired: true });
    expect((await agent.get("/api/auth/status")).body).toEqual({ isAuthenticated: false });
    expect((await agent.get("/api/contact")).status).toBe(401);

    // the next step's code: the setup above used this step's
    const code = await codeAt(secret, nowSeconds() + 30);
    const wrong = await agent.post("/api/login/totp").send({ code: code === "123456" ? "654321" : "123456" });
    expect(wrong.status).toBe(401);
    const right = await agent.post("/api/login/totp").send({ code });
    expect(right.status).toBe(200);
    expect((await agent.get("/api/contact")).status).toBe(200);

    const replay = request.agent(ctx.app);
    await replay.post("/api/login").send(ACCOUNT).expect(200);
    expect((await replay.post("/api/login/totp").send({ code })).status).toBe(401);
  });

  it("takes a recovery code once", async () => {
    const agent = request.agent(ctx.app);
    await agent.post("/api/login").send(ACCOUNT).expect(200);
    expect((await agent.post("/api/login/totp").send({ code: recoveryCodes[0]!.toUpperCase() })).status).toBe(200);
    const again = request.agent(ctx.app);
    await again.post("/api/login").send(ACCOUNT).expect(200);
    expect((await again.post("/api/login/totp").send({ code: recoveryCodes[0] })).status).toBe(401);
  });

  it("throttles wrong codes like passwords, per account", async () => {
    // an account of its own: the wrong codes above count against the first
    const other = { username: "throttled-two-step", password: "orchard ladders lean east" };
    await upsertUser(ctx.database.db, other.username, other.password, "staff");
    const setup = request.agent(ctx.app);
    await setup.post("/api/login").send(other).expect(200);
    const { secret: otherSecret } = (await setup.post("/api/auth/totp/setup").send({ currentPassword: other.password }).expect(200))
      .body as { secret: string };
    await setup
      .post("/api/auth/totp/confirm")
      .send({ code: await codeAt(otherSecret, nowSeconds()) })
      .expect(200);

    const agent = request.agent(ctx.app);
    await agent.post("/api/login").send(other).expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await agent.post("/api/login/totp").send({ code: "111111" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("the Owner's rule", () => {
  let ctx: TestContext;
  const OWNER = { username: "rule-owner", password: "copper kettle under nine lanterns" };
  const CREW = { username: "rule-crew", password: "granite steps by the creek 9" };

  beforeAll(async () => {
    ctx = await createTestContext();
    await upsertUser(ctx.database.db, OWNER.username, OWNER.password, "owner");
    await upsertUser(ctx.database.db, CREW.username, CREW.password, "staff");
  });
  afterAll(async () => ctx?.close());

  it("takes an account without two-step sign-in to set it up, and to nothing else, at its next sign-in", async () => {
    const owner = request.agent(ctx.app);
    await owner.post("/api/login").send(OWNER).expect(200);
    await owner.put("/api/auth/two-step-rule").send({ required: true }).expect(200);

    const crew = request.agent(ctx.app);
    await crew.post("/api/login").send(CREW).expect(200);
    expect((await crew.get("/api/auth/status")).body).toMatchObject({ isAuthenticated: true, twoStepSetupRequired: true });
    const blocked = await crew.get("/api/contact");
    expect([blocked.status, blocked.body.message]).toEqual([403, "Set up two-step sign-in first"]);
    const { secret } = (await crew.post("/api/auth/totp/setup").send({ currentPassword: CREW.password }).expect(200)).body as {
      secret: string;
    };
    await crew
      .post("/api/auth/totp/confirm")
      .send({ code: await codeAt(secret, nowSeconds()) })
      .expect(200);
    expect((await crew.get("/api/contact")).status).toBe(200);
    expect((await crew.get("/api/auth/status")).body.twoStepSetupRequired).toBeUndefined();
  });
});
