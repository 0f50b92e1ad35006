import fc from "fast-check";
import { eq, type SQL, type Table } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { PROFIT_CATEGORIES } from "@shared/golf/golf-constants";
import { competitors, leads, profitAnalysis, reviews, suppliers } from "@shared/schema";
import { adEnquirySchema } from "@shared/leads/ad-enquiry";
import { competitorSchema, profitAnalysisSchema, supplierSchema } from "@shared/golf/golf-validation";
import { quoteRequestSchema } from "@shared/leads/quote-request";
import { reviewSubmissionSchema } from "@shared/reviews/review-validation";
import { upsertUser } from "./features/auth";
import { STAFF } from "./test/staff";
import { createTestContext, type TestContext } from "./test/test-app";
import { adEnquiryBody, formFields, quoteRequestBody } from "./test/lead-bodies";

/*
 * Hostile input by machine: for every write endpoint, fast-check generates arbitrary JSON, valid
 * bodies with fields swapped for hostile values (unicode, NUL, lone surrogates, very long strings,
 * numbers at the limits, wrong types, prototype keys), and checks that the answer is never a 5xx,
 * that every row stored still satisfies the shared schema, and that the process still answers.
 * To cover a new endpoint, add an entry to WRITE_ENDPOINTS.
 */

interface WriteEndpoint {
  method: "post" | "patch" | "put";
  /** the path, or paths generated (e.g. with an arbitrary id) */
  path: string | fc.Arbitrary<string>;
  /** a body that succeeds: the generator mutates it, so cases get past the first check */
  valid: Record<string, unknown>;
  /** sent with a signed-in staff session */
  staff?: boolean;
  /** the table it writes, and the shared schema each of its rows must still satisfy */
  stores?: { table: Table; schema: ZodType; where?: SQL };
}

const WRITE_ENDPOINTS: WriteEndpoint[] = [
  {
    method: "post",
    path: "/api/contact",
    valid: formFields(quoteRequestBody()),
    stores: { table: leads, schema: quoteRequestSchema, where: eq(leads.kind, "inquiries") },
  },
  {
    method: "post",
    path: "/api/ga-enquiry",
    valid: formFields(adEnquiryBody()),
    stores: { table: leads, schema: adEnquirySchema, where: eq(leads.kind, "ga-leads") },
  },
  {
    method: "post",
    path: "/api/reviews",
    valid: { name: "Sam", location: "Brisbane", rating: 5, reviewText: "Tidy work", service: "Timber Fencing" },
    stores: { table: reviews, schema: reviewSubmissionSchema },
  },
  {
    method: "post",
    path: "/api/golf/suppliers",
    valid: { companyName: "Acme Golf", country: "USA", minimumOrder: 10, rating: 4, website: "https://acme.example" },
    stores: { table: suppliers, schema: supplierSchema },
  },
  {
    method: "post",
    path: "/api/golf/competitors",
    valid: { companyName: "Rival Golf", country: "Australia", estimatedRevenue: 1_000_000, marketShare: 12.5 },
    stores: { table: competitors, schema: competitorSchema },
  },
  {
    method: "post",
    path: "/api/golf/profit-analysis",
    valid: {
      productCategory: PROFIT_CATEGORIES[0],
      averageUSPrice: 300,
      averageAUPrice: 500,
      suggestedRetailPrice: 450,
      costOfGoods: 280,
      shippingCost: 20,
      marketingCost: 15,
      notes: "x",
    },
    stores: { table: profitAnalysis, schema: profitAnalysisSchema },
  },
  { method: "post", path: "/api/login", valid: { username: "prop-user", password: "a long and unusual phrase" } },
  { method: "post", path: "/api/logout", valid: {} },
  {
    method: "post",
    path: "/api/auth/password",
    staff: true,
    valid: { currentPassword: STAFF.password, newPassword: "copper kettle under nine lanterns" },
  },
  {
    method: "patch",
    path: fc
      .oneof(
        fc.integer({ min: -5, max: 2 ** 31 }).map(String),
        fc.constantFrom("1", "0", "-1", "1.5", "1e3", "NaN", "9".repeat(40), "%00", "%F0%9F%98%80", "1;drop table reviews", "%ED%A0%80"),
        fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
      )
      .map((id) => `/api/reviews/${id}/approve`),
    staff: true,
    valid: {},
  },
  // Staff writes of the second wave; id 1 exists because the public endpoints above stored rows first.
  { method: "patch", path: "/api/contact/1", staff: true, valid: { status: "quoted", quoteValue: 12500 } },
  { method: "post", path: "/api/ga-leads/1/notes", staff: true, valid: { body: "Called, booked a visit Tue 9am" } },
  { method: "patch", path: "/api/reviews/1/reject", staff: true, valid: { reason: "other", note: "Not about our work" } },
  { method: "put", path: "/api/reviews/1/reply", staff: true, valid: { text: "Thank you for the kind words." } },
  { method: "patch", path: "/api/golf/suppliers/1", staff: true, valid: { companyName: "Acme Golf Pty Ltd", rating: 5 } },
  // Quotes (third wave): the lead QUOTED_LEAD is stored in beforeAll; its first valid body is 201, the next ones 409.
  {
    method: "post",
    path: "/api/quotes",
    staff: true,
    valid: {
      reference: "RW-QQQQQQ",
      lines: [{ description: "Sleeper wall", quantity: "12.5", unit: "m", unitPriceCents: 38_550 }],
      depositPercent: 10,
      validDays: 30,
      startDate: "2027-01-11",
      completionDate: "2027-01-15",
      scope: "Build a sleeper retaining wall with drainage.",
      exclusions: "",
    },
  },
];

const RUNS = 500;

const limitNumbers = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  0.1,
  1e-7,
  5e-324,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  99_999_999_999.995,
  1e16,
);
const hostileStrings = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }), // any code point: NUL, controls, lone surrogates, astral
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "\udfff",
    "a\ud800b",
    "\u202e",
    "\ufeff",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "=cmd|'/c calc'!A1",
  ),
  fc.tuple(fc.string({ unit: "binary", minLength: 1, maxLength: 3 }), fc.integer({ min: 200, max: 12_000 })).map(([s, n]) => s.repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 2, arbitrary: limitNumbers },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, ["a"], { $ne: null }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const EXTRA_KEYS = ["__proto__", "constructor", "isApproved", "id", "createdAt", "password", "passport", "toString"];

/** Arbitrary JSON, or the valid body with some fields replaced, removed or added. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(valid), ...EXTRA_KEYS];
  const mutated = fc
    .dictionary(fc.constantFrom(...keys), fc.option(hostileValue, { nil: undefined, freq: 8 }), { minKeys: 1, maxKeys: 4 })
    .map((changes) => {
      const body: Record<string, unknown> = { ...valid };
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete body[key];
        else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return body;
    });
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

let ctx: TestContext;
let staffCookie = "";
beforeAll(async () => {
  // thousands of requests from one address: throttles high enough that what is tested is the input handling
  const unthrottled = { limit: 1_000_000, windowMs: 60_000 };
  ctx = await createTestContext({ formRateLimit: unthrottled, golfWriteRateLimit: unthrottled, loginRateLimit: unthrottled });
  await upsertUser(ctx.database.db, STAFF.username, STAFF.password);
  await upsertUser(ctx.database.db, "prop-user", "a long and unusual phrase");
  const { name, phone, email, service, length, location, timeline, budget } = quoteRequestBody();
  await ctx.database.db
    .insert(leads)
    .values({ kind: "inquiries", reference: "RW-QQQQQQ", name, phone, email, service, length, location, timeline, budget });
  const login = await request(ctx.app).post("/api/login").send(STAFF);
  staffCookie = ([] as string[]).concat(login.headers["set-cookie"] ?? [])[0]?.split(";")[0] ?? "";
});
afterAll(() => ctx?.close());

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const nullsToUndefined = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? undefined : v]));

describe("the bodies the generator starts from", () => {
  it.each(WRITE_ENDPOINTS.filter((e) => e.stores && typeof e.path === "string").map((e) => [e.path as string, e] as const))(
    "%s stores its valid body (201), so mutations of it reach success",
    async (path, endpoint) => {
      const res = await request(ctx.app)[endpoint.method](path).send(endpoint.valid);
      expect(res.status, res.text.slice(0, 200)).toBe(201);
    },
  );
});

describe("hostile input by machine", () => {
  it.each(
    WRITE_ENDPOINTS.map(
      (e) => [`${e.method.toUpperCase()} ${typeof e.path === "string" ? e.path : "/api/reviews/:id/approve"}`, e] as const,
    ),
  )("%s: never a 5xx, stored rows keep the shared schema, the server still answers", { timeout: 600_000 }, async (_name, endpoint) => {
    const paths = typeof endpoint.path === "string" ? fc.constant(endpoint.path) : endpoint.path;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(paths, bodies(endpoint.valid), async (path, body) => {
        let req = request(ctx.app)[endpoint.method](path).set("Content-Type", "application/json");
        if (endpoint.staff) req = req.set("Cookie", staffCookie);
        const res = await req.send(JSON.stringify(body) ?? "null");
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    if (endpoint.stores) {
      const rows = (await ctx.database.db.select().from(endpoint.stores.table).where(endpoint.stores.where)) as Record<string, unknown>[];
      for (const row of rows) {
        const parsed = endpoint.stores.schema.safeParse(nullsToUndefined(row));
        expect(parsed.success, `stored row breaks the schema: ${JSON.stringify(row).slice(0, 300)}`).toBe(true);
        for (const value of Object.values(row)) {
          if (typeof value !== "string") continue;
          expect(value).not.toMatch(LONE_SURROGATE);
          expect(value.includes("\u0000")).toBe(false);
        }
      }
      // the generator reaches success too, so the row check above is not vacuous
      expect(statuses.get(201) ?? 0, `answers by status: ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);
    }
    expect((await request(ctx.app).get("/readyz")).status).toBe(200);
  });
});
