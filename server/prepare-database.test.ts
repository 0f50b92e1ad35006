import request from "supertest";
import { expect, it } from "vitest";
import { ConfigError } from "./env";
import { createLogger } from "./logger";
import { createTestContext, testContextForFile } from "./test/test-app";
import { prepareDatabase } from "./prepare-database";

const ctx = testContextForFile();

const owner = { username: "owner", password: "violet tractor sings at dawn", resetPassword: false };
const login = (credentials: { username: string; password: string }) => request(ctx.app).post("/api/login").send(credentials);

it("creates the ADMIN_USERNAME account with ADMIN_PASSWORD, and seeds golf data once", async () => {
  await prepareDatabase(ctx.database, { ...ctx.config, admin: owner }, createLogger("silent"));
  expect((await login(owner)).status).toBe(200);
  const products = (await request(ctx.app).get("/api/golf/products")).body.length;
  expect(products).toBeGreaterThan(10);
  await prepareDatabase(ctx.database, { ...ctx.config, admin: owner }, createLogger("silent"));
  expect((await request(ctx.app).get("/api/golf/products")).body.length).toBe(products);
});

it("keeps the password the account's owner changed, whatever ADMIN_PASSWORD says at a later start", async () => {
  const agent = request.agent(ctx.app);
  expect((await agent.post("/api/login").send(owner)).status).toBe(200);
  const chosen = "marble canyon whispers quietly";
  expect((await agent.post("/api/auth/password").send({ currentPassword: owner.password, newPassword: chosen })).status).toBe(200);

  await prepareDatabase(ctx.database, { ...ctx.config, admin: owner }, createLogger("silent"));
  expect((await login(owner)).status).toBe(401);
  expect((await login({ username: "owner", password: chosen })).status).toBe(200);
  expect((await agent.get("/api/auth/status")).body.isAuthenticated).toBe(true);
});

it("resets it only with ADMIN_RESET_PASSWORD, and the reset ends the account's sessions", async () => {
  const chosen = { username: "owner", password: "marble canyon whispers quietly" };
  const agent = request.agent(ctx.app);
  expect((await agent.post("/api/login").send(chosen)).status).toBe(200);

  await prepareDatabase(ctx.database, { ...ctx.config, admin: { ...owner, resetPassword: true } }, createLogger("silent"));
  expect((await login(owner)).status).toBe(200);
  expect((await login(chosen)).status).toBe(401);
  expect((await agent.get("/api/auth/status")).body.isAuthenticated).toBe(false);
});

it.each([
  ["password1", /at least 12 characters/],
  ["password1234", /too easy to guess/],
  ["owner owner owner", /too easy to guess/],
])("refuses to start with ADMIN_PASSWORD %j and says why, creating nothing", async (password, why) => {
  const fresh = await createTestContext();
  try {
    const start = prepareDatabase(
      fresh.database,
      { ...fresh.config, admin: { username: "owner", password, resetPassword: false } },
      createLogger("silent"),
    );
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(why);
    await expect(start).rejects.toThrow(/^ADMIN_PASSWORD is refused/);
    const { rows } = await fresh.database.pool.query("select count(*)::int as n from users");
    expect(rows[0]).toEqual({ n: 0 });
  } finally {
    await fresh.close();
  }
});

it("creates no account at all when ADMIN_USERNAME is unset", async () => {
  const fresh = await createTestContext();
  await prepareDatabase(fresh.database, { ...fresh.config, admin: undefined }, createLogger("silent"));
  const { rows } = await fresh.database.pool.query("select count(*)::int as n from users");
  expect(rows[0]).toEqual({ n: 0 });
  await fresh.close();
});
