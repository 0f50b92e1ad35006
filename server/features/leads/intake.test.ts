import { count, eq } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { leads } from "@shared/schema";
import { adEnquiryBody, formFields, quoteRequestBody } from "../../test/lead-bodies";
import { signedInAgent } from "../../test/staff";
import { testContextForFile } from "../../test/test-app";
import { sendQuoteRequest } from "../../test/leads";

const ctx = testContextForFile();
const stored = async (kind: LeadKind) => (await ctx.database.db.select({ n: count() }).from(leads).where(eq(leads.kind, kind)))[0]!.n;

beforeEach(async () => {
  await ctx.database.db.delete(leads);
});

describe.each([
  { form: "quote form", post: "/api/contact", list: "/api/contact", kind: "inquiries" as const, body: quoteRequestBody },
  { form: "ad landing form", post: "/api/ga-enquiry", list: "/api/ga-leads", kind: "ga-leads" as const, body: adEnquiryBody },
])("the $form's answer", ({ post, list, kind, body }) => {
  it("is 201 with the lead's reference and its booking link and nothing else; staff see that reference on the stored lead", async () => {
    const res = await request(ctx.app)
      .post(post)
      .send(body({ attribution: { gclid: "abc", utmCampaign: "walls" } }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["reference", "bookingUrl"]);
    expect(res.body.reference).toMatch(LEAD_REFERENCE_PATTERN);
    expect(res.body.bookingUrl).toMatch(new RegExp(`^${ctx.config.business.siteUrl}/book/[A-Za-z0-9_-]{32}$`));
    expect(await stored(kind)).toBe(1);
    const [lead] = (await (await signedInAgent(ctx)).get(list)).body;
    expect(lead).toMatchObject({ reference: res.body.reference, status: "new", attribution: { gclid: "abc", utmCampaign: "walls" } });
  });

  it("is the same shape for a submission the spam rules catch, and gives each lead its own reference", async () => {
    const real = await request(ctx.app).post(post).send(body());
    const spam = await request(ctx.app)
      .post(post)
      .send(body({ website: "http://spam.example", fillTimeMs: 300 }));
    expect(spam.status).toBe(201);
    expect(Object.keys(spam.body)).toEqual(Object.keys(real.body));
    expect(spam.body.reference).toMatch(LEAD_REFERENCE_PATTERN);
    expect(spam.body.reference).not.toBe(real.body.reference);
  });

  it("ignores an id, a reference, a status or flags sent with the form", async () => {
    const res = await request(ctx.app)
      .post(post)
      .send(body({ id: 999, reference: "RW-AAAAAA", status: "won", isSpam: false, quoteValue: 1, createdAt: "2000-01-01" }));
    expect(res.status).toBe(201);
    expect(res.body.reference).not.toBe("RW-AAAAAA");
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.kind, kind));
    expect(row).toMatchObject({ status: "new", quoteValue: null, reference: res.body.reference });
    expect(row!.id).not.toBe(999);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
  });
});

describe("POST /api/contact", () => {
  it("stores the quote request as sent, text trimmed", async () => {
    const res = await sendQuoteRequest(ctx, { name: "  Jane Citizen  " });
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.kind, "inquiries"));
    expect(row).toMatchObject(formFields(quoteRequestBody()));
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
    const res = await sendQuoteRequest(ctx, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await stored("inquiries")).toBe(0);
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
    const three = await sendQuoteRequest(ctx, { service: "Timber Fencing, Colorbond Fencing, Aluminium Fencing" });
    expect(three.status).toBe(400);
    expect(three.body.errors.service).toBe("Please select at most 2 services");
    const unknown = await sendQuoteRequest(ctx, { service: "Swimming Pool" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.service).toBe("Please choose services from the list");
    expect(await stored("inquiries")).toBe(0);
  });

  it("rejects values that are not on the option lists", async () => {
    const res = await sendQuoteRequest(ctx, { budget: "a-million" as never });
    expect(res.status).toBe(400);
    expect(res.body.errors.budget).toBe("Please select your estimated budget");
  });

  it("caps the length of every text field", async () => {
    const res = await sendQuoteRequest(ctx, { name: "x".repeat(101), location: "y".repeat(121) });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toBe("Must be 100 characters or fewer");
    expect(res.body.errors.location).toBe("Must be 120 characters or fewer");
    expect(await stored("inquiries")).toBe(0);
  });

  it("rejects a non-string value without a server error", async () => {
    const res = await sendQuoteRequest(ctx, { name: { $gt: "" } as never, phone: 412345678 as never });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["name", "phone"]);
    expect(await stored("inquiries")).toBe(0);
  });
});

describe("POST /api/ga-enquiry", () => {
  it("stores the ad lead as sent", async () => {
    expect((await request(ctx.app).post("/api/ga-enquiry").send(adEnquiryBody())).status).toBe(201);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.kind, "ga-leads"));
    expect(row).toMatchObject(formFields(adEnquiryBody()));
  });

  it.each([
    ["name", "T", "Full name is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["service", "", "Please select a service"],
    ["service", "landscaping", "Please select a service"],
    ["message", "too short", "Please provide some details about your project"],
  ])("rejects a bad %s (%j) with the specified message and stores nothing", async (field, value, message) => {
    const res = await request(ctx.app)
      .post("/api/ga-enquiry")
      .send(adEnquiryBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await stored("ga-leads")).toBe(0);
  });

  it("caps the message length", async () => {
    const res = await request(ctx.app)
      .post("/api/ga-enquiry")
      .send(adEnquiryBody({ message: "m".repeat(5001) }));
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toBe("Must be 5000 characters or fewer");
    expect(await stored("ga-leads")).toBe(0);
  });
});

describe.each([
  { list: "/api/contact", post: "/api/contact", body: quoteRequestBody },
  { list: "/api/ga-leads", post: "/api/ga-enquiry", body: adEnquiryBody },
])("GET $list", ({ list, post, body }) => {
  it("answers 401 without a staff session", async () => {
    const res = await request(ctx.app).get(list);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required" });
  });

  it("lists every lead of the kind, newest first, to staff, with its reference", async () => {
    const first = await request(ctx.app)
      .post(post)
      .send(body({ name: "First Person" }));
    const second = await request(ctx.app)
      .post(post)
      .send(body({ name: "Second Person" }));
    const res = await (await signedInAgent(ctx)).get(list);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string; reference: string }) => [r.name, r.reference])).toEqual([
      ["Second Person", second.body.reference],
      ["First Person", first.body.reference],
    ]);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
