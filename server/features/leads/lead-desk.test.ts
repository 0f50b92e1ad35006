import { parse } from "csv-parse/sync";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import { leadEvents, leadNotes, leads } from "@shared/schema";
import { adEnquiryBody, formFields, quoteRequestBody } from "../../test/lead-bodies";
import { STAFF } from "../../test/staff";
import { type TestContext } from "../../test/test-app";
import { sendQuoteRequest } from "../../test/leads";

const KINDS = LEAD_KINDS.map((kind) => ({
  kind,
  create: LEAD_KIND_INFO[kind].intakePath,
  base: LEAD_KIND_INFO[kind].apiPath,
  body: kind === "inquiries" ? quoteRequestBody : adEnquiryBody,
  table: leads,
}));

let ctx: TestContext, staff: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff } = app));
beforeEach(async () => {
  const { db } = ctx.database;
  await Promise.all([db.delete(leadEvents), db.delete(leadNotes)]);
  await db.delete(leads);
});

it("keeps both kinds in the one leads table, each list and address showing only its own kind", async () => {
  const quote = await sendQuoteRequest(ctx);
  const ad = await request(ctx.app).post("/api/ga-enquiry").send(adEnquiryBody());
  const rows = await ctx.database.db.select({ id: leads.id, kind: leads.kind, reference: leads.reference }).from(leads);
  const idOf = (reference: string) => rows.find((row) => row.reference === reference)!.id;
  expect(rows.map((row) => row.kind).sort()).toEqual(["ga-leads", "inquiries"]);
  expect((await staff.get("/api/contact")).body.map((row: { reference: string }) => row.reference)).toEqual([quote.body.reference]);
  expect((await staff.get("/api/ga-leads")).body.map((row: { reference: string }) => row.reference)).toEqual([ad.body.reference]);
  // an ad lead is not a quote request at /api/contact/:id, nor the other way round
  expect((await staff.get(`/api/contact/${idOf(ad.body.reference)}`)).status).toBe(404);
  expect((await staff.get(`/api/ga-leads/${idOf(quote.body.reference)}`)).status).toBe(404);
  expect((await staff.patch(`/api/contact/${idOf(ad.body.reference)}`).send({ status: "contacted" })).status).toBe(404);
  // each kind's answer keeps the specification's shape: none of the other kind's fields
  const [adRow] = (await staff.get("/api/ga-leads")).body;
  expect(adRow).not.toHaveProperty("location");
  expect(adRow).not.toHaveProperty("budget");
  const [quoteRow] = (await staff.get("/api/contact")).body;
  expect(quoteRow).not.toHaveProperty("message");
});

describe.each(KINDS)("lead desk for $kind", ({ kind, create, base, body, table }) => {
  /** A lead sent through the public form, as staff address it. */
  const createLead = async (overrides: Record<string, string> = {}) => {
    const res = await request(ctx.app).post(create).send(body(overrides));
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(table).where(eq(table.reference, res.body.reference));
    return { id: row!.id, reference: res.body.reference as string, status: row!.status, createdAt: row!.createdAt.toISOString() };
  };
  const backdate = (id: number, hours: number) =>
    ctx.database.db
      .update(table)
      .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
      .where(eq(table.id, id));

  it("starts every lead New and keeps the specification's list with the new fields added", async () => {
    const lead = await createLead();
    expect(lead.status).toBe("new");
    const res = await staff.get(base);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        ...formFields(body()),
        id: lead.id,
        reference: lead.reference,
        createdAt: lead.createdAt,
        status: "new",
        lostReason: null,
        quoteValue: null,
        firstResponseAt: null,
        notesCount: 0,
      }),
    ]);
  });

  it("records each move through the pipeline in the history, with who, old and new, and stamps the first response once", async () => {
    const { id } = await createLead();
    const steps = [
      { status: "contacted" },
      { status: "site-visit-booked" },
      { status: "quoted", quoteValue: "$12,500.50" },
      { status: "won", quoteValue: 13000 },
    ];
    let firstResponseAt: string | null = null;
    for (const step of steps) {
      const res = await staff.patch(`${base}/${id}`).send(step);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(step.status);
      firstResponseAt ??= res.body.firstResponseAt;
      expect(res.body.firstResponseAt).toBe(firstResponseAt);
    }
    expect(firstResponseAt).toEqual(expect.any(String));
    const detail = await staff.get(`${base}/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.lead).toMatchObject({ status: "won", quoteValue: 13000 });
    const history = [...detail.body.history].reverse().map((e: Record<string, unknown>) => [e.field, e.oldValue, e.newValue, e.username]);
    expect(history).toEqual([
      ["status", "new", "contacted", STAFF.username],
      ["status", "contacted", "site-visit-booked", STAFF.username],
      ["status", "site-visit-booked", "quoted", STAFF.username],
      ["quoteValue", null, "12500.5", STAFF.username],
      ["status", "quoted", "won", STAFF.username],
      ["quoteValue", "12500.5", "13000", STAFF.username],
    ]);
  });

  it("moves a lead to Lost with a reason and details, and clears them when it moves on", async () => {
    const { id } = await createLead();
    const lost = await staff.patch(`${base}/${id}`).send({ status: "lost", lostReason: "out-of-area", lostNote: "Toowoomba" });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ status: "lost", lostReason: "out-of-area", lostNote: "Toowoomba" });
    const reopened = await staff.patch(`${base}/${id}`).send({ status: "contacted" });
    expect(reopened.body).toMatchObject({ status: "contacted", lostReason: null, lostNote: null });
    const fields = (await staff.get(`${base}/${id}`)).body.history.map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(["lostNote", "lostNote", "lostReason", "lostReason", "status", "status"]);
  });

  it.each([
    [{ status: "archived" }, "status", "Please choose a status"],
    [{}, "status", "Please choose a status"],
    [{ status: "lost" }, "lostReason", "Please choose why the lead was lost"],
    [{ status: "lost", lostReason: "weather" }, "lostReason", "Please choose why the lead was lost"],
    [{ status: "contacted", quoteValue: 500 }, "quoteValue", "A quote value can be recorded once a lead is Quoted or Won"],
    [{ status: "quoted", quoteValue: "lots" }, "quoteValue", "Please enter the quote value in dollars, e.g. 12500"],
    [{ status: "quoted", quoteValue: -5 }, "quoteValue", "The quote value cannot be negative"],
  ])("answers 400 for %j and changes nothing", async (update, field, message) => {
    const { id } = await createLead();
    const res = await staff.patch(`${base}/${id}`).send(update);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await staff.get(`${base}/${id}`)).body).toMatchObject({ lead: { status: "new" }, history: [] });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await staff.get(`${base}/999999`)).status).toBe(404);
    expect((await staff.patch(`${base}/999999`).send({ status: "contacted" })).status).toBe(404);
    expect((await staff.post(`${base}/999999/notes`).send({ body: "Called" })).status).toBe(404);
    expect((await staff.get(`${base}/abc`)).status).toBe(400);
  });

  it("answers 401 without a session on every lead desk endpoint", async () => {
    const { id } = await createLead();
    const anonymous = request(ctx.app);
    for (const res of [
      await anonymous.get(base),
      await anonymous.get(`${base}?page=1`),
      await anonymous.get(`${base}/export.csv`),
      await anonymous.get(`${base}/${id}`),
      await anonymous.patch(`${base}/${id}`).send({ status: "won" }),
      await anonymous.post(`${base}/${id}/notes`).send({ body: "Sneaky" }),
      await anonymous.get("/api/leads/summary"),
    ]) {
      expect(res.status).toBe(401);
    }
    expect((await staff.get(`${base}/${id}`)).body).toMatchObject({ lead: { status: "new" }, notes: [] });
  });

  it("answers 403 to a signed-in request from a foreign Origin and changes nothing", async () => {
    const { id } = await createLead();
    const patch = await staff.patch(`${base}/${id}`).set("Origin", "https://evil.example").send({ status: "won" });
    const note = await staff.post(`${base}/${id}/notes`).set("Origin", "https://evil.example").send({ body: "x" });
    expect([patch.status, note.status]).toEqual([403, 403]);
    expect((await staff.get(`${base}/${id}`)).body).toMatchObject({ lead: { status: "new" }, notes: [], history: [] });
  });

  it("keeps every note with its author, newest first, and counts them on the lead", async () => {
    const { id } = await createLead();
    for (const text of ["Called, no answer", "Called, booked visit Tue 9am", "  Visit done  "]) {
      const res = await staff.post(`${base}/${id}/notes`).send({ body: text, username: "someone-else", id: 1 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ body: text.trim(), username: STAFF.username, leadId: id });
    }
    const empty = await staff.post(`${base}/${id}/notes`).send({ body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBe("Please write a note");
    const detail = (await staff.get(`${base}/${id}`)).body;
    expect(detail.notes.map((n: { body: string }) => n.body)).toEqual(["Visit done", "Called, booked visit Tue 9am", "Called, no answer"]);
    expect(detail.lead.notesCount).toBe(3);
  });

  it("filters by status, service, date and search, sorts, and pages on the server", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 30; i += 1)
      ids.push((await createLead({ name: `Person ${String(i).padStart(2, "0")}`, phone: "0499 999 999" })).id);
    await Promise.all(ids.map((id, i) => backdate(id, (30 - i) * 24)));
    await staff.patch(`${base}/${ids[29]}`).send({ status: "contacted" });

    const first = await staff.get(`${base}?page=1`);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25, pageCount: 2, overdue: 29 });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0].name).toBe("Person 30");
    const second = await staff.get(`${base}?page=2`);
    expect(second.body.rows.map((r: { name: string }) => r.name)).toEqual([
      "Person 05",
      "Person 04",
      "Person 03",
      "Person 02",
      "Person 01",
    ]);

    expect((await staff.get(`${base}?page=1&sort=oldest`)).body.rows[0].name).toBe("Person 01");
    expect((await staff.get(`${base}?page=1&sort=overdue`)).body.rows.at(0).name).toBe("Person 01");
    expect((await staff.get(`${base}?page=2&sort=overdue`)).body.rows.at(-1).name).toBe("Person 30");

    const contacted = await staff.get(`${base}?status=contacted`);
    expect(contacted.body.map((r: { name: string }) => r.name)).toEqual(["Person 30"]);
    expect((await staff.get(`${base}?page=1&q=person%2012`)).body.rows.map((r: { name: string }) => r.name)).toEqual(["Person 12"]);
    expect((await staff.get(`${base}?q=100%25`)).body).toEqual([]);

    const service = kind === "inquiries" ? "Colorbond Fencing" : "both";
    const otherService = kind === "inquiries" ? "Timber Fencing" : "fencing";
    expect((await staff.get(`${base}?page=1&service=${encodeURIComponent(service)}`)).body.total).toBe(30);
    expect((await staff.get(`${base}?page=1&service=${encodeURIComponent(otherService)}`)).body.total).toBe(0);

    const day = (hoursAgo: number) => new Date(Date.now() + 10 * 3_600_000 - hoursAgo * 3_600_000).toISOString().slice(0, 10);
    const recent = await staff.get(`${base}?page=1&from=${day(24 * 3 + 1)}&to=${day(0)}`);
    expect(recent.body.total).toBeGreaterThanOrEqual(3);
    expect(recent.body.total).toBeLessThanOrEqual(4);
  });

  it("finds a lead by its reference typed any way a person reads it out", async () => {
    const wanted = await createLead({ name: "Wanted Person" });
    await createLead({ name: "Other Person" });
    const code = wanted.reference.slice(3);
    for (const typed of [wanted.reference.toLowerCase(), `RW ${code}`, code, `rw.${code.toLowerCase()}`, ` RW-${code} `]) {
      const found = await staff.get(`${base}?page=1&q=${encodeURIComponent(typed)}`);
      expect(
        found.body.rows.map((r: { reference: string }) => r.reference),
        typed,
      ).toEqual([wanted.reference]);
    }
    expect((await staff.get(`${base}?page=1&q=${encodeURIComponent("RW-ZZZZZ2")}`)).body.total).toBe(0);
  });

  it("finds a lead by its phone number written any way", async () => {
    await createLead({ name: "Spaced Phone", phone: "0412 345 678" });
    await createLead({ name: "International Phone", phone: "+61 423 456 789" });
    await createLead({ name: "Other Phone", phone: "07 5550 0123" });
    const names = async (typed: string) =>
      (await staff.get(`${base}?page=1&q=${encodeURIComponent(typed)}`)).body.rows.map((r: { name: string }) => r.name);
    for (const typed of ["0412 345 678", "0412345678", "+61 412 345 678", "+61412345678", "(0412) 345-678", "0061 412 345 678"]) {
      expect(await names(typed), typed).toEqual(["Spaced Phone"]);
    }
    for (const typed of ["0423 456 789", "0423456789", "+61 423 456 789"])
      expect(await names(typed), typed).toEqual(["International Phone"]);
    expect(await names("0499 000 000")).toEqual([]);
  });

  it("answers 400 for filters it does not know", async () => {
    for (const query of [
      "status=archived",
      "sort=random",
      "page=0",
      "page=x",
      "from=23/11/2026",
      "service=Swimming%20Pool",
      "status=new&status=won",
    ]) {
      const res = await staff.get(`${base}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it("exports the filtered list as CSV with ISO dates, status, quote value, notes and reference, formulas made inert", async () => {
    const evil = await createLead({ name: '=HYPERLINK("http://x")' });
    const plain = await createLead({ name: "Plain Person" });
    await staff.patch(`${base}/${evil.id}`).send({ status: "quoted", quoteValue: 9800 });
    await staff.post(`${base}/${evil.id}/notes`).send({ body: "Sent quote" });

    const res = await staff.get(`${base}/export.csv?status=quoted`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(new RegExp(`attachment; filename="${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const rows = parse(res.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    const [row] = rows as [Record<string, string>];
    expect(row).toMatchObject({
      Reference: evil.reference,
      Source: LEAD_KIND_INFO[kind].source,
      Status: "Quoted",
      "Quote value (AUD)": "9800",
      Notes: "1",
      Name: `'=HYPERLINK("http://x")`,
    });
    expect(row.Received).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+10:00$/);
    expect(new Date(row.Received!).getTime()).toBe(new Date(evil.createdAt).setMilliseconds(0));
    expect(row["First response"]).toMatch(/\+10:00$/);
    const all = parse((await staff.get(`${base}/export.csv`)).text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(all.map((r) => r.Reference)).toEqual([plain.reference, evil.reference]);
  });
});

describe("GET /api/leads/summary", () => {
  it("counts per status for 30 and 90 days, won value, win rate and median first response, per source and in all", async () => {
    const post = async (kind: (typeof KINDS)[number], name: string) => {
      const { reference } = (await request(ctx.app).post(kind.create).send(kind.body({ name }))).body;
      return (await ctx.database.db.select().from(kind.table).where(eq(kind.table.reference, reference)))[0]!.id;
    };
    const [quotes, ads] = KINDS;
    const q = await Promise.all([1, 2, 3].map((i) => post(quotes!, `Quote ${i}`)));
    const a = await Promise.all([1, 2].map((i) => post(ads!, `Ad ${i}`)));
    await staff.patch(`/api/contact/${q[0]}`).send({ status: "won", quoteValue: 10000 });
    await staff.patch(`/api/contact/${q[1]}`).send({ status: "lost", lostReason: "price" });
    await staff.patch(`/api/ga-leads/${a[0]}`).send({ status: "won", quoteValue: 5000 });
    const { db } = ctx.database;
    // Responses after 30 and 90 minutes, and an old lead outside the 30-day window but inside 90 days.
    await db
      .update(leads)
      .set({ createdAt: sql`first_response_at - interval '30 minutes'` })
      .where(eq(leads.id, q[0]!));
    await db
      .update(leads)
      .set({ createdAt: sql`first_response_at - interval '90 minutes'` })
      .where(eq(leads.id, q[1]!));
    await db
      .update(leads)
      .set({ createdAt: sql`now() - interval '45 days'` })
      .where(eq(leads.id, q[2]!));

    const res = await staff.get("/api/leads/summary");
    expect(res.status).toBe(200);
    expect(res.body.promiseHours).toBe(24);
    expect(res.body.kinds).toEqual({ inquiries: { total: 3, overdue: 1, spam: 0 }, "ga-leads": { total: 2, overdue: 0, spam: 0 } });
    const [d30, d90] = res.body.windows;
    expect(d30.days).toBe(30);
    expect(d30.bySource.inquiries).toMatchObject({
      total: 2,
      counts: { won: 1, lost: 1, new: 0 },
      wonValue: 10000,
      winRate: 0.5,
      medianResponseMinutes: 60,
    });
    expect(d30.bySource["ga-leads"]).toMatchObject({ total: 2, counts: { won: 1, new: 1 }, wonValue: 5000, winRate: 1 });
    expect(d30.all).toMatchObject({ total: 4, wonValue: 15000, counts: { won: 2, lost: 1, new: 1 } });
    expect(d90.bySource.inquiries).toMatchObject({ total: 3, counts: { new: 1 } });
  });
});
