import { count } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { googleAdLeads } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

const valid = {
  name: "Tom Nguyen",
  email: "tom@example.com",
  phone: "0400 111 222",
  service: "both",
  message: "Need a 15 m wall and a new side fence.",
};

let ctx: TestContext;
const stored = async () => (await ctx.database.db.select({ n: count() }).from(googleAdLeads))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.delete(googleAdLeads);
});

describe("POST /api/ga-enquiry", () => {
  it("stores a valid ad lead and answers 201 with it", async () => {
    const res = await request(ctx.app).post("/api/ga-enquiry").send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, id: expect.any(Number), createdAt: expect.any(String) });
    expect(await stored()).toBe(1);
  });

  it.each([
    ["name", "T", "Full name is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["service", "", "Please select a service"],
    ["service", "landscaping", "Please select a service"],
    ["message", "too short", "Please provide some details about your project"],
  ])("rejects a bad %s (%j) with the specified message and stores nothing", async (field, value, message) => {
    const res = await request(ctx.app).post("/api/ga-enquiry").send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await stored()).toBe(0);
  });

  it("drops unknown keys", async () => {
    const res = await request(ctx.app).post("/api/ga-enquiry").send({ ...valid, id: 42, createdAt: "1999-01-01", admin: 1 });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(42);
    expect(res.body).not.toHaveProperty("admin");
  });

  it("caps the message length", async () => {
    const res = await request(ctx.app).post("/api/ga-enquiry").send({ ...valid, message: "m".repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toMatch(/5000/);
    expect(await stored()).toBe(0);
  });
});

describe("GET /api/ga-leads", () => {
  it("answers 401 without a staff session", async () => {
    expect((await request(ctx.app).get("/api/ga-leads")).status).toBe(401);
  });

  it("lists ad leads newest first to staff", async () => {
    await request(ctx.app).post("/api/ga-enquiry").send({ ...valid, name: "Older Lead" });
    await request(ctx.app).post("/api/ga-enquiry").send({ ...valid, name: "Newer Lead" });
    const res = await (await signedInAgent(ctx)).get("/api/ga-leads");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(["Newer Lead", "Older Lead"]);
  });
});
