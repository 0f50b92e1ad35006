import { count } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "@shared/schema";
import { quoteRequestBody } from "./test/lead-bodies";
import { createTestContext, type TestContext } from "./test/test-app";

const quote = quoteRequestBody();

let ctx: TestContext;
const stored = async () => (await ctx.database.db.select({ n: count() }).from(leads))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("request bodies", () => {
  it("answers 415 to a body that is not JSON", async () => {
    const res = await request(ctx.app).post("/api/contact").set("Content-Type", "text/plain").send("name=Jane");
    expect(res.status).toBe(415);
    const form = await request(ctx.app).post("/api/reviews").type("form").send({ name: "Jane" });
    expect(form.status).toBe(415);
  });

  it("answers 413 to a body over 32 KB", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ ...quote, location: "x".repeat(40_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers 400 to malformed JSON", async () => {
    const res = await request(ctx.app).post("/api/contact").set("Content-Type", "application/json").send('{"name": "Jane",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON body" });
  });

  it("answers 400 to JSON that is not an object", async () => {
    for (const body of ["[1,2,3]", '"text"', "null"]) {
      const res = await request(ctx.app).post("/api/contact").set("Content-Type", "application/json").send(body);
      expect(res.status).toBe(400);
    }
  });

  it("answers 400 to a request with no body", async () => {
    expect((await request(ctx.app).post("/api/contact")).status).toBe(400);
  });

  it("stored nothing for any of the bad requests above", async () => {
    expect(await stored()).toBe(0);
  });
});

describe("responses", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await request(ctx.app).get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: "Not found" });
    expect((await request(ctx.app).delete("/api/reviews")).status).toBe(404);
  });

  it.each(["/api/reviews", "/api/nothing-here", "/healthz"])("sends the API's security headers on %s and no X-Powered-By", async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // the headers that only mean something to a document are left off JSON
    expect(res.headers["referrer-policy"]).toBeUndefined();
    expect(res.headers["x-xss-protection"]).toBeUndefined();
  });

  it.each(["/", "/faq", "/no-such-page"])("sends the page's security headers on %s", async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never shows a stack, SQL or path in a 500", async () => {
    const broken = await createTestContext();
    await broken.database.close(); // every query now fails inside the driver
    const res = await request(broken.app).get("/api/reviews");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong" });
    expect(res.text).not.toMatch(/select|reviews"|at |\.ts|node_modules/i);
  });
});

describe("public form throttling", () => {
  it("answers 429 once an address has sent its quota, and stores no more", async () => {
    // the counters are shared through the database: start this address from zero
    await ctx.database.pool.query("delete from rate_limit_hits");
    const throttled = await createTestContext({ formRateLimit: { limit: 3, windowMs: 60_000 } }, ctx.database);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await request(throttled.app).post("/api/contact").send(quote)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await stored()).toBe(3);
    const res = await request(throttled.app).post("/api/reviews").send({ name: "A", location: "B", rating: 5, reviewText: "C" });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many submissions/);
    await throttled.close();
  });
});
