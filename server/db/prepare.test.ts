import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createTestContext, type TestContext } from "../test/test-app";
import { prepareDatabase } from "./prepare";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

it("ensures the ADMIN_USERNAME account with ADMIN_PASSWORD, and seeds golf data once", async () => {
  const config = { ...ctx.config, admin: { username: "owner", password: "owner password 789" } };
  await prepareDatabase(ctx.database, config, createLogger("silent"));
  expect((await request(ctx.app).post("/api/login").send(config.admin)).status).toBe(200);
  const products = (await request(ctx.app).get("/api/golf/products")).body.length;
  expect(products).toBeGreaterThan(10);

  // a later start with a new ADMIN_PASSWORD resets it; seeding adds nothing
  const changed = { ...config, admin: { username: "owner", password: "new owner password 000" } };
  await prepareDatabase(ctx.database, changed, createLogger("silent"));
  expect((await request(ctx.app).post("/api/login").send(config.admin)).status).toBe(401);
  expect((await request(ctx.app).post("/api/login").send(changed.admin)).status).toBe(200);
  expect((await request(ctx.app).get("/api/golf/products")).body.length).toBe(products);
});

it("creates no account at all when ADMIN_USERNAME is unset", async () => {
  const fresh = await createTestContext();
  await prepareDatabase(fresh.database, { ...fresh.config, admin: undefined }, createLogger("silent"));
  const { rows } = await fresh.database.pool.query("select count(*)::int as n from users");
  expect(rows[0]).toEqual({ n: 0 });
  await fresh.close();
});
