import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./test/test-app";
import { sendQuoteRequest } from "./test/leads";

/**
 * Whatever a visitor sends to a write endpoint, the answer is a 4xx and nothing is stored:
 * wrong types, nulls, nested objects, prototype keys, odd strings.
 */

const TABLES = ["leads", "reviews", "suppliers", "competitors", "profit_analysis", "users"];
const ENDPOINTS = [
  "/api/contact",
  "/api/ga-enquiry",
  "/api/reviews",
  "/api/golf/suppliers",
  "/api/golf/competitors",
  "/api/golf/profit-analysis",
  "/api/login",
];
const FIELDS = [
  "name",
  "phone",
  "email",
  "service",
  "length",
  "location",
  "timeline",
  "budget",
  "message",
  "rating",
  "reviewText",
  "companyName",
  "country",
  "contactEmail",
  "website",
  "minimumOrder",
  "estimatedRevenue",
  "marketShare",
  "productCategory",
  "suggestedRetailPrice",
  "costOfGoods",
  "username",
  "password",
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  ["a", "b"],
  {},
  { $ne: null },
  "",
  " ",
  "\u0000",
  "'; drop table reviews; --",
  "<script>alert(1)</script>",
  "\ud83d\ude00".repeat(3000),
  "x".repeat(6000),
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await ctx.database.pool.query(`select count(*)::int as n from ${table}`);
    counts[table] = (rows[0] as { n: number }).n;
  }
  return counts;
}

describe("hostile input", () => {
  it.each(ENDPOINTS)("%s answers 4xx to every hostile body and stores nothing", async (endpoint) => {
    const before = await rowCounts();
    const statuses = new Set<number>();
    const bodies: unknown[] = [
      ...HOSTILE_VALUES.map((value) => Object.fromEntries(FIELDS.map((f) => [f, value]))),
      JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}'),
      { rating: "5; select 1" },
    ];
    for (const body of bodies) {
      const res = await request(ctx.app).post(endpoint).set("Content-Type", "application/json").send(JSON.stringify(body));
      statuses.add(res.status);
      expect(res.status, `${endpoint} with ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await rowCounts()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect([...statuses].every((s) => s === 400 || s === 401 || s === 413)).toBe(true);
  });

  it("path parameters that are not ids never reach the database as such", async () => {
    for (const id of ["0", "-5", "1.5", "9999999999", "1;drop", "%00", "NaN"]) {
      const res = await request(ctx.app).patch(`/api/reviews/${id}/approve`);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe("text PostgreSQL cannot store", () => {
  it("a NUL character in an otherwise valid quote request is a 400 on that field, not a 500", async () => {
    const res = await sendQuoteRequest(ctx, { name: "Jane\u0000Citizen" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: "Please remove the invalid character from this field" });
  });

  it("a NUL character in a login is a 400, not a 500", async () => {
    const res = await request(ctx.app).post("/api/login").send({ username: "\u0000", password: "whatever password" });
    expect(res.status).toBe(400);
  });
});
