import { count } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactInquiries } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

const valid = {
  name: "Jane Citizen",
  phone: "0412 345 678",
  email: "jane@example.com",
  service: "Concrete Sleeper Retaining Wall, Colorbond Fencing",
  length: "10-30m",
  location: "Chermside",
  timeline: "1-3-months",
  budget: "10k-20k",
};

let ctx: TestContext;
const stored = async () => (await ctx.database.db.select({ n: count() }).from(contactInquiries))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.delete(contactInquiries);
});

describe("POST /api/contact", () => {
  it("stores a valid quote request and answers 201 with the row", async () => {
    const res = await request(ctx.app).post("/api/contact").send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, id: expect.any(Number), createdAt: expect.any(String) });
    expect(await stored()).toBe(1);
  });

  it("trims text and drops unknown keys", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .send({ ...valid, name: "  Jane Citizen  ", id: 999, createdAt: "2000-01-01", isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("Jane Citizen");
    expect(res.body.id).not.toBe(999);
    expect(res.body).not.toHaveProperty("isAdmin");
    expect(new Date(res.body.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  it.each([
    ["name", "J", "Full name is required"],
    ["phone", "041234567", "Please enter a valid phone number"],
    ["email", "jane@", "Please enter a valid email address"],
    ["service", "", "Please select at least one service"],
    ["length", "", "Please select project length/area"],
    ["location", "C", "Project location is required"],
    ["timeline", "", "Please select your preferred timeline"],
    ["budget", "", "Please select your estimated budget"],
  ])("rejects a bad %s with the specified message and stores nothing", async (field, value, message) => {
    const res = await request(ctx.app).post("/api/contact").send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await stored()).toBe(0);
  });

  it("rejects missing fields with each field's message", async () => {
    const res = await request(ctx.app).post("/api/contact").send({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: "Full name is required",
      phone: "Please enter a valid phone number",
      email: "Please enter a valid email address",
      service: "Please select at least one service",
      length: "Please select project length/area",
      location: "Project location is required",
      timeline: "Please select your preferred timeline",
      budget: "Please select your estimated budget",
    });
  });

  it("rejects more than two services and services not on the list", async () => {
    const three = await request(ctx.app)
      .post("/api/contact")
      .send({ ...valid, service: "Timber Fencing, Colorbond Fencing, Aluminium Fencing" });
    expect(three.status).toBe(400);
    expect(three.body.errors.service).toBe("Please select at most 2 services");
    const unknown = await request(ctx.app).post("/api/contact").send({ ...valid, service: "Swimming Pool" });
    expect(unknown.status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it("rejects values that are not on the option lists", async () => {
    const res = await request(ctx.app).post("/api/contact").send({ ...valid, budget: "a-million" });
    expect(res.status).toBe(400);
    expect(res.body.errors.budget).toBe("Please select your estimated budget");
  });

  it("caps the length of every text field", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .send({ ...valid, name: "x".repeat(101), location: "y".repeat(121) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("name");
    expect(res.body.errors).toHaveProperty("location");
    expect(await stored()).toBe(0);
  });

  it("rejects a non-string value without a server error", async () => {
    const res = await request(ctx.app).post("/api/contact").send({ ...valid, name: { $gt: "" }, phone: 412345678 });
    expect(res.status).toBe(400);
    expect(await stored()).toBe(0);
  });
});

describe("GET /api/contact", () => {
  it("answers 401 without a staff session", async () => {
    const res = await request(ctx.app).get("/api/contact");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required" });
  });

  it("lists every quote request, newest first, to staff", async () => {
    await request(ctx.app).post("/api/contact").send({ ...valid, name: "First Person" });
    await request(ctx.app).post("/api/contact").send({ ...valid, name: "Second Person" });
    const agent = await signedInAgent(ctx);
    const res = await agent.get("/api/contact");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(["Second Person", "First Person"]);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
