import { inflateSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { STARTING_PRICE_TABLE } from "@shared/estimates/price-table";
import { auditLog, leadEstimates, leads } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { extractText, getDocumentProxy } from "unpdf";
import { binary } from "../../test/binary";
import { sendWallQuote } from "../../test/quotes";
import { signedInAgent } from "../../test/staff";
import type { SmtpSink } from "../../test/smtp-sink";
import type { TestContext } from "../../test/test-app";

let ctx: TestContext, owner: StaffAgent, sink: SmtpSink;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff: owner, sink } = app));

const wallBody = (overrides: Record<string, unknown> = {}) => ({
  job: "wall",
  material: "concrete-sleeper",
  lengthM: 12.5,
  heightM: 1.2,
  loadAbove: "none",
  nearBuilding: false,
  removeOld: false,
  excavatorAccess: true,
  ...overrides,
});

const fenceBody = (overrides: Record<string, unknown> = {}) => ({
  job: "fence",
  type: "colorbond",
  heightM: 1.8,
  lengthM: 20.05,
  singleGates: 1,
  doubleGates: 0,
  dividing: true,
  removeOld: true,
  onWallHeightM: 0,
  ...overrides,
});

const preview = (body: unknown) =>
  request(ctx.app)
    .post("/api/estimates/preview")
    .send(body as object);

describe("the price table", () => {
  it("is the Owner's: Staff get 403, visitors 401; GET answers the starting table as version 0", async () => {
    const crew = await signedInAgent(ctx, ctx.database, {
      username: "pricing-crew",
      password: "granite steps by the creek 9",
      role: "staff",
    });
    expect((await crew.get("/api/pricing")).status).toBe(403);
    expect((await crew.put("/api/pricing").send(STARTING_PRICE_TABLE)).status).toBe(403);
    expect((await request(ctx.app).get("/api/pricing")).status).toBe(401);
    const res = await owner.get("/api/pricing").expect(200);
    expect(res.body).toEqual(STARTING_PRICE_TABLE);
    expect(res.headers["price-table-version"]).toBe("0");
  });

  it("refuses a bad field with 400 naming it, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [
        { ...STARTING_PRICE_TABLE, walls: { ...STARTING_PRICE_TABLE.walls, "timber-sleeper": { low: 500, high: 400 } } },
        "walls.timber-sleeper.low",
      ],
      [
        { ...STARTING_PRICE_TABLE, extras: { ...STARTING_PRICE_TABLE.extras, singleGate: { low: 10.5, high: 20 } } },
        "extras.singleGate.low",
      ],
      [{ ...STARTING_PRICE_TABLE, extras: { ...STARTING_PRICE_TABLE.extras, noExcavatorPercent: 101 } }, "extras.noExcavatorPercent"],
      [
        {
          ...STARTING_PRICE_TABLE,
          fences: { ...STARTING_PRICE_TABLE.fences, colorbond: { ...STARTING_PRICE_TABLE.fences.colorbond, "1.8": { low: -1, high: 5 } } },
        },
        "fences.colorbond.1.8.low",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await owner.put("/api/pricing").send(body as object);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors), field).toContain(field);
    }
    expect((await owner.get("/api/pricing")).headers["price-table-version"]).toBe("0");
  });

  it("saves a new version with an audit row, and the estimate uses it at once", async () => {
    const table = structuredClone(STARTING_PRICE_TABLE);
    table.walls["concrete-sleeper"] = { low: 50_000, high: 70_000 };
    const saved = await owner.put("/api/pricing").send(table).expect(200);
    const version = saved.headers["price-table-version"];
    expect(Number(version)).toBeGreaterThan(0);
    expect((await owner.get("/api/pricing")).body).toEqual(table);
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.pricing"));
    expect(row!.summary).toBe(`Price table version ${version} saved (was version 0)`);
    // 15 m² at $500 to $700, with engineering and approval (1.2 m)
    const estimate = (await preview(wallBody()).expect(200)).body;
    expect(estimate.lines[0]).toEqual({ label: "Concrete sleeper wall, 12.5 m long x 1.2 m high", low: 750_000, high: 1_050_000 });
    await owner.put("/api/pricing").send(STARTING_PRICE_TABLE).expect(200);
  });
});

describe("POST /api/estimates/preview", () => {
  it("answers the range, the lines, the flags and the neighbour's share, in cents", async () => {
    const res = await preview(fenceBody()).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(["flags", "high", "lines", "low", "neighbourShare", "shownHigh", "shownLow"]);
    expect(res.body).toMatchObject({
      low: 315_675,
      high: 465_975,
      shownLow: 316_000,
      shownHigh: 466_000,
      neighbourShare: { low: 135_338, high: 195_488 },
    });
    expect(res.body.flags).toEqual([]);
  });

  it("refuses a pool fence below 1.2 m naming the pool safety standard and its minimum; other low fences get the heights", async () => {
    for (const heightM of [1.0, "0.9", 1.1]) {
      const res = await preview(fenceBody({ type: "aluminium-pool", heightM })).expect(400);
      expect(res.body.errors.heightM).toMatch(/pool safety standard/);
      expect(res.body.errors.heightM).toMatch(/at least 1\.2 m/);
    }
    expect((await preview(fenceBody({ type: "aluminium-pool", heightM: 1.2 })).expect(200)).body.low).toBeGreaterThan(0);
    const garden = await preview(fenceBody({ type: "aluminium-garden", heightM: 1.0 })).expect(400);
    expect(garden.body.errors.heightM).toBe("Choose a height of 1.2, 1.5, 1.8 or 2.1 m");
  });

  it("reads the page's form fields as text, as the no-JavaScript path sends them", async () => {
    const asText = Object.fromEntries(Object.entries(fenceBody()).map(([key, value]) => [key, String(value)]));
    expect((await preview(asText).expect(200)).body.low).toBe(315_675);
  });

  it("says which suburbs are outside the area, and gives no range beyond the table", async () => {
    expect((await preview(fenceBody({ suburb: "Chermside" })).expect(200)).body.flags).toEqual([]);
    expect((await preview(fenceBody({ suburb: "Cairns" })).expect(200)).body.flags.map((f: { code: string }) => f.code)).toEqual([
      "outside-area",
    ]);
    const tall = (await preview(wallBody({ heightM: 3.1 })).expect(200)).body;
    expect(tall).toMatchObject({ low: null, high: null, shownLow: null, shownHigh: null, lines: [], neighbourShare: null });
    expect(tall.flags[0].code).toBe("too-large");
    expect((await preview(fenceBody({ lengthM: 500.01 })).expect(200)).body.low).toBeNull();
  });

  it("ignores 'dividing' on a wall, and refuses a missing field, a wrong type or a value below its minimum with 400 naming it", async () => {
    expect((await preview(wallBody({ dividing: true })).expect(200)).body.neighbourShare).toBeNull();
    const cases: [Record<string, unknown>, string][] = [
      [wallBody({ lengthM: 0.5 }), "lengthM"],
      [wallBody({ heightM: 0.1 }), "heightM"],
      [wallBody({ material: "brick" }), "material"],
      [wallBody({ nearBuilding: "maybe" }), "nearBuilding"],
      [fenceBody({ heightM: 1.0 }), "heightM"],
      [fenceBody({ singleGates: 7 }), "singleGates"],
      [fenceBody({ onWallHeightM: 0.1 }), "onWallHeightM"],
      [{ ...fenceBody(), type: undefined }, "type"],
      [{ job: "deck" }, "job"],
    ];
    for (const [body, field] of cases) {
      const res = await preview(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors), field).toEqual([field]);
    }
  });
});

describe("POST /api/estimates: send me this estimate", () => {
  const contact = { name: "Erin Estimate", phone: "0412 345 678", email: "erin.estimate@example.com", suburb: "Chermside" };

  it("stores a quote request with the estimate and its table version, and the receipt carries the range and the booking link", async () => {
    const version = Number((await owner.get("/api/pricing")).headers["price-table-version"]);
    const res = await request(ctx.app)
      .post("/api/estimates")
      .send({ ...fenceBody(), ...contact });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["bookingUrl", "reference"]);
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.reference, res.body.reference));
    expect(lead).toMatchObject({
      kind: "inquiries",
      name: "Erin Estimate",
      service: "Colorbond Fencing",
      length: "10-30m",
      location: "Chermside",
      timeline: "just-researching",
      budget: "under-5k",
      isSpam: false,
    });
    const [stored] = await ctx.database.db.select().from(leadEstimates).where(eq(leadEstimates.leadId, lead!.id));
    expect(stored!.tableVersion).toBe(version);
    expect(stored!.job).toMatchObject({ job: "fence", type: "colorbond", height: "1.8", lengthCm: 2_005, dividing: true });
    expect(stored!.estimate).toMatchObject({ low: 315_675, high: 465_975, neighbourShare: { low: 135_338, high: 195_488 } });

    // staff see it on the lead
    const detail = (await owner.get(`/api/contact/${lead!.id}`).expect(200)).body;
    expect(detail.estimate).toMatchObject({ tableVersion: version, range: "$3,160 to $4,660 incl. GST", neighbourShare: { low: 135_338 } });

    const receipt = await sink.mailTo(contact.email, "We have your quote request");
    expect(receipt.mail.text).toContain("Your instant estimate: $3,160 to $4,660 incl. GST.");
    expect(receipt.mail.text).toContain(new URL(res.body.bookingUrl).pathname);

    // the export names the form it came through
    const csv = parse((await owner.get(`/api/contact/export.csv?q=${res.body.reference}`).expect(200)).text, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    expect(csv.map((row) => [row.Reference, row.Source])).toEqual([[res.body.reference, "Instant estimate"]]);
  });

  it("asks for the contact details with the quote form's messages, and stores nothing without them", async () => {
    const before = (await ctx.database.db.select().from(leadEstimates)).length;
    const res = await request(ctx.app)
      .post("/api/estimates")
      .send({ ...wallBody(), ...contact, email: "not an address", suburb: "" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "suburb"]);
    expect((await ctx.database.db.select().from(leadEstimates)).length).toBe(before);
  });
});

describe("the neighbour's letter", () => {
  const query = (body: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();

  it("is a PDF of the proposal with each owner's half to the cent, room for both, the month to answer and QCAT's notice", async () => {
    const res = await binary(request(ctx.app).get(`/estimate/neighbour-letter.pdf?${query(fenceBody())}`));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const extracted = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    const text = extracted.text.replace(/\s+/g, " ");
    expect(text).toContain("Proposal for a dividing fence");
    expect(text).toContain("Colorbond fence, 1.8 m high and about 20.05 m long, replacing the old fence");
    expect(text).toContain("Each owner's half: $1,353.38 to $1,954.88");
    expect(text).toContain("within one month");
    expect(text).toContain("Notice to contribute for fencing work (QCAT Form 1)");
    expect(text).toMatch(/Name\s+_{10,}/);
    // gates are the homeowner's alone: not in the shared cost
    expect(text).not.toContain("Single gates");
  });

  it("comes with the business's quote attached, from the homeowner's quote page, once the estimate's lead has a quote", async () => {
    const sent = await request(ctx.app)
      .post("/api/estimates")
      .send({ ...fenceBody(), name: "Della Dividing", phone: "0412 345 678", email: "della@example.com", suburb: "Chermside" })
      .expect(201);
    const { path } = await sendWallQuote(owner, sent.body.reference);
    const page = await request(ctx.app).get(path).expect(200);
    expect(page.text).toContain(`href="${path}/neighbour-letter.pdf"`);
    const res = await binary(request(ctx.app).get(`${path}/neighbour-letter.pdf`));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.body as Buffer;
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Each owner's half: $1,353.38 to $1,954.88");
    expect(text).toContain(`quote ${sent.body.reference} (version 1) for this fence is attached to this letter`);
    // the quote itself rides inside the letter as a PDF attachment
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const attachments = (await document.getAttachments()) as Map<string, { filename: string }>;
    expect([...attachments.values()].map((file) => file.filename)).toEqual([`quote-${sent.body.reference}-v1.pdf`]);
    // pdf.js names the file but does not hand it over: its stream (deflated, as pdfkit writes it) is read here
    const raw = pdf.toString("latin1");
    const start = raw.indexOf("stream\n", raw.indexOf("/Type /EmbeddedFile")) + "stream\n".length;
    const embedded = inflateSync(pdf.subarray(start, raw.indexOf("\nendstream", start)));
    expect(embedded.subarray(0, 5).toString()).toBe("%PDF-");
    const quoteText = (await extractText(await getDocumentProxy(new Uint8Array(embedded)), { mergePages: true })).text;
    expect(quoteText).toContain(`Quote ${sent.body.reference}, version 1`);
  });

  it("is not offered on the quote of a lead that did not price a dividing fence", async () => {
    const sent = await request(ctx.app)
      .post("/api/estimates")
      .send({ ...wallBody(), name: "Wally Wall", phone: "0412 345 678", email: "wally@example.com", suburb: "Chermside" })
      .expect(201);
    const { path } = await sendWallQuote(owner, sent.body.reference);
    expect((await request(ctx.app).get(path).expect(200)).text).not.toContain("neighbour-letter.pdf");
    expect((await request(ctx.app).get(`${path}/neighbour-letter.pdf`)).status).toBe(404);
  });

  it("is only for a dividing fence", async () => {
    for (const body of [fenceBody({ dividing: false }), wallBody(), { job: "fence" }]) {
      const res = await request(ctx.app).get(`/estimate/neighbour-letter.pdf?${query(body)}`);
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/dividing fence/);
    }
  });
});
