import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";
import { upsertUser } from "./users.queries";

let ctx: TestContext;
const ACCOUNT = { username: "devices", password: "saltwater ferns by the jetty" };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

beforeAll(async () => {
  ctx = await createTestContext();
  await upsertUser(ctx.database.db, ACCOUNT.username, ACCOUNT.password, "staff");
});
afterAll(async () => ctx?.close());

async function signInWith(userAgent: string) {
  const agent = request.agent(ctx.app);
  await agent.post("/api/login").set("User-Agent", userAgent).send(ACCOUNT).expect(200);
  return agent;
}

describe("signed-in devices", () => {
  it("are listed with their browser and times, this one marked; signing out the others ends them and keeps this one", async () => {
    const phone = await signInWith(IPHONE);
    const laptop = await signInWith(WINDOWS);
    const devices = (await laptop.get("/api/auth/sessions").set("User-Agent", WINDOWS)).body as {
      id: string;
      browser: string;
      current: boolean;
      signedInAt: string;
      lastActiveAt: string;
    }[];
    expect(devices).toHaveLength(2);
    expect(devices.find((d) => d.current)!.browser).toBe("Chrome 140 on Windows");
    expect(devices.find((d) => !d.current)!.browser).toMatch(/^Mobile Safari 18 on Apple iOS|^Mobile Safari 18 on iOS/);
    for (const device of devices) {
      expect(device.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(device.signedInAt)).toBeLessThanOrEqual(Date.now());
      expect(Math.abs(Date.parse(device.lastActiveAt) - Date.now())).toBeLessThan(60_000);
    }
    expect(JSON.stringify(devices)).not.toMatch(/sid|cookie/i);

    await laptop.delete("/api/auth/sessions/others").expect(200);
    expect((await phone.get("/api/contact")).status).toBe(401);
    expect((await laptop.get("/api/contact")).status).toBe(200);
    expect((await laptop.get("/api/auth/sessions")).body).toHaveLength(1);
  });
});
