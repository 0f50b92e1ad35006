import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Attribution, EMPTY_ATTRIBUTION } from "@shared/attribution";
import type { LeadKind } from "@shared/leads/lead-kinds";
import type { SourceRow, SourcesReport } from "@shared/reports/report-types";
import { auditLog, conversionExports, conversionsExported, leadEvents, leads } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";
import { createLogger } from "../../logger";
import { fillLeadReportColumns } from "./lead-report-columns";
import { sendQuoteRequest } from "../../test/leads";

/**
 * A month of leads whose figures are worked out by hand below: three Google Ads campaigns (A "Walls Brisbane",
 * B "Fencing North", C "Colorbond Promo"), an ad lead without a campaign, organic search, a referral and
 * direct; spam and leads either side of November 2025 (Brisbane time) left out.
 */
const A = "Walls Brisbane";
const B = "Fencing North";
const C = "Colorbond Promo";
const OWNER = { username: "owner", password: "river stones and quiet maps", role: "owner" as const };
const CREW = { username: "crew", password: "copper kettles on slow boil", role: "staff" as const };

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let seq = 0;
/** A's ad-form lead, still New in November */
let adLeadThree: number;

interface SeedLead {
  kind?: LeadKind;
  at: string;
  attribution?: Partial<Attribution>;
  /** statuses in order after New, each with its time */
  history?: [string, string][];
  quoteValue?: number;
  responseMinutes?: number;
  location?: string;
  service?: string;
  email?: string;
  phone?: string;
  isSpam?: boolean;
}

async function seedLead(lead: SeedLead): Promise<number> {
  seq += 1;
  const { db } = ctx.database;
  const createdAt = new Date(lead.at);
  const status = lead.history?.at(-1)?.[0] ?? "new";
  const common = {
    name: `Lead ${seq}`,
    email: lead.email ?? `lead${seq}@example.com`,
    phone: lead.phone ?? "0491 570 006",
    createdAt,
    attribution: { ...EMPTY_ATTRIBUTION, ...lead.attribution },
    isSpam: lead.isSpam ?? false,
    reference: `RW-RPT${String(seq).padStart(3, "0")}`,
    status,
    quoteValue: lead.quoteValue ?? null,
    firstResponseAt: lead.responseMinutes === undefined ? null : new Date(createdAt.getTime() + lead.responseMinutes * 60_000),
  };
  const kind = lead.kind ?? "inquiries";
  const [row] =
    kind === "inquiries"
      ? await db
          .insert(leads)
          .values({
            ...common,
            kind,
            service: lead.service ?? "Timber Fencing",
            length: "10-30m",
            location: lead.location ?? "Chermside",
            timeline: "1-3-months",
            budget: "10k-20k",
          })
          .returning({ id: leads.id })
      : await db
          .insert(leads)
          .values({ ...common, kind, service: lead.service ?? "fencing", message: "A wall and a fence." })
          .returning({ id: leads.id });
  let previous = "new";
  for (const [next, at] of lead.history ?? []) {
    await db.insert(leadEvents).values({
      leadId: row!.id,
      field: "status",
      oldValue: previous,
      newValue: next,
      username: "office",
      createdAt: new Date(at),
    });
    previous = next;
  }
  return row!.id;
}

const spend = (month: string, campaign: string, amountCents: number) =>
  owner.put("/api/ad-spend").send({ month, campaign, amountCents }).expect(200);

const signIn = (account: typeof OWNER | typeof CREW) => signedInAgent(ctx, ctx.database, account);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(OWNER);

  // A: won $12,000 (via contacted and quoted), lost after contact, and an ad-form lead still new
  await seedLead({
    at: "2025-11-03T09:00:00+10:00",
    attribution: { gclid: "gclid-one", utmCampaign: A },
    service: "Concrete Sleeper Retaining Wall",
    history: [
      ["contacted", "2025-11-03T09:30:00+10:00"],
      ["quoted", "2025-11-04T14:05:09+10:00"],
      ["won", "2025-11-10T16:30:00+10:00"],
    ],
    quoteValue: 12_000,
    responseMinutes: 30,
  });
  await seedLead({
    at: "2025-11-04T10:00:00+10:00",
    attribution: { gclid: "gclid-two", utmCampaign: A },
    location: "Springfield Lakes",
    history: [
      ["contacted", "2025-11-04T11:30:00+10:00"],
      ["lost", "2025-11-06T10:00:00+10:00"],
    ],
    responseMinutes: 90,
  });
  adLeadThree = await seedLead({
    kind: "ga-leads",
    at: "2025-11-05T12:00:00+10:00",
    attribution: { gclid: "gclid-three", utmCampaign: A },
    service: "both",
  });
  // B: a visit and a quote that was lost; an iPhone click (gbraid only) quoted and won $8,500.50
  await seedLead({
    at: "2025-11-10T08:00:00+10:00",
    attribution: { gclid: "gclid-four", utmCampaign: B },
    history: [
      ["site-visit-booked", "2025-11-10T09:00:00+10:00"],
      ["quoted", "2025-11-12T09:00:00+10:00"],
      ["lost", "2025-11-20T09:00:00+10:00"],
    ],
    quoteValue: 4_000,
    responseMinutes: 60,
  });
  await seedLead({
    at: "2025-11-12T15:00:00+10:00",
    attribution: { gbraid: "gbraid-five", utmCampaign: B },
    email: "braid.person@example.com",
    history: [
      ["quoted", "2025-11-12T17:00:00+10:00"],
      ["won", "2025-11-14T08:15:00+10:00"],
    ],
    quoteValue: 8_500.5,
    responseMinutes: 120,
  });
  // C: tagged google / cpc without a click id, never answered
  await seedLead({ at: "2025-11-20T10:00:00+10:00", attribution: { utmSource: "google", utmMedium: "cpc", utmCampaign: C } });
  // the ad form without any tags: Google Ads (no campaign); quoted $2,000
  await seedLead({
    kind: "ga-leads",
    at: "2025-11-21T11:00:00+10:00",
    email: " Jane.Citizen@Example.com ",
    phone: "0412 345 678",
    history: [["quoted", "2025-11-21T11:45:00+10:00"]],
    quoteValue: 2_000,
    responseMinutes: 45,
  });
  // organic search: New -> Lost (a lead, not quoted), and won $5,000
  await seedLead({
    at: "2025-11-22T10:00:00+10:00",
    attribution: { referrer: "https://www.google.com/" },
    history: [["lost", "2025-11-22T14:00:00+10:00"]],
    responseMinutes: 240,
  });
  await seedLead({
    at: "2025-11-23T10:00:00+10:00",
    attribution: { referrer: "https://www.bing.com/search" },
    email: "bing.searcher@example.com",
    service: "Timber Fencing, Colorbond Fencing",
    history: [
      ["contacted", "2025-11-23T10:15:00+10:00"],
      ["quoted", "2025-11-24T10:00:00+10:00"],
      ["won", "2025-11-28T10:00:00+10:00"],
    ],
    quoteValue: 5_000,
    responseMinutes: 15,
  });
  // direct: one new at the month's last half hour, one contacted
  await seedLead({ at: "2025-11-30T23:30:00+10:00", location: "Narnia" });
  await seedLead({ at: "2025-11-25T10:00:00+10:00", history: [["contacted", "2025-11-25T15:00:00+10:00"]], responseMinutes: 300 });
  // a referral from a Facebook group, quoted $3,000
  await seedLead({
    at: "2025-11-26T10:00:00+10:00",
    attribution: { referrer: "https://www.facebook.com/groups/backyards" },
    email: "facebook.friend@example.com",
    history: [["quoted", "2025-11-26T10:20:00+10:00"]],
    quoteValue: 3_000,
    responseMinutes: 20,
  });
  // left out: spam, and the half hours either side of the month
  await seedLead({
    at: "2025-11-15T10:00:00+10:00",
    attribution: { gclid: "gclid-spam", utmCampaign: A },
    isSpam: true,
    history: [["won", "2025-11-16T10:00:00+10:00"]],
    quoteValue: 99_999,
  });
  await seedLead({ at: "2025-10-31T23:30:00+10:00", attribution: { gclid: "gclid-october", utmCampaign: A } });
  await seedLead({ at: "2025-12-01T00:30:00+10:00", attribution: { gclid: "gclid-december", utmCampaign: A } });
  await fillLeadReportColumns(ctx.database.db, createLogger("silent"));

  await spend("2025-11", A, 60_000);
  await spend("2025-11", B, 30_000);
  await spend("2025-11", C, 10_000);
  await spend("2025-11", "Old campaign", 5_000);
  await spend("2025-10", A, 99_900);
});
afterAll(async () => {
  await ctx?.close();
});

const NOVEMBER = "/api/reports/sources?from=2025-11-01&to=2025-11-30";
const rowOf = (report: SourcesReport, source: string, campaign: string | null) => {
  const row = report.rows.find((r) => r.source === source && r.campaign === campaign);
  expect(row, `${source} ${campaign}`).toBeDefined();
  return row!;
};
/** A row's lead figures; its money side (no invoices here, so nothing) is checked beside them. */
const figures = (row: SourceRow) => {
  const { source: _source, campaign: _campaign, cashReceivedCents, outstandingCents, overdueCents, ...rest } = row;
  expect([cashReceivedCents, outstandingCents, overdueCents]).toEqual([0, 0, 0]);
  return rest;
};

describe("where work comes from", () => {
  it("counts each source's leads, stages, wins, value, response and costs as worked out by hand", async () => {
    const res = await owner.get(NOVEMBER).expect(200);
    const report = res.body as SourcesReport;
    expect(figures(rowOf(report, "Google Ads", A))).toEqual({
      leads: 3,
      contacted: 2,
      siteVisits: 1,
      quoted: 1,
      won: 1,
      lost: 1,
      wonValueCents: 1_200_000,
      winRate: 0.5,
      spendCents: 60_000,
      costPerLeadCents: 20_000,
      costPerWonCents: 60_000,
      wonValuePerDollar: 20,
      medianFirstResponseMinutes: 60,
    });
    expect(figures(rowOf(report, "Google Ads", B))).toEqual({
      leads: 2,
      contacted: 2,
      siteVisits: 2,
      quoted: 2,
      won: 1,
      lost: 1,
      wonValueCents: 850_050,
      winRate: 0.5,
      spendCents: 30_000,
      costPerLeadCents: 15_000,
      costPerWonCents: 30_000,
      wonValuePerDollar: 28.34,
      medianFirstResponseMinutes: 90,
    });
    // nothing won: the cost per won job cannot be worked out, and is null (the screen and CSV show "-")
    // one lead, never answered, nothing more: every count but the lead's is 0
    expect(figures(rowOf(report, "Google Ads", C))).toEqual({
      ...{ leads: 1, contacted: 0, siteVisits: 0, quoted: 0, won: 0, lost: 0, wonValueCents: 0 },
      winRate: null,
      spendCents: 10_000,
      costPerLeadCents: 10_000,
      costPerWonCents: null,
      wonValuePerDollar: 0,
      medianFirstResponseMinutes: null,
    });
    expect(figures(rowOf(report, "Google Ads", "Google Ads (no campaign)"))).toMatchObject({
      leads: 1,
      contacted: 1,
      siteVisits: 1,
      quoted: 1,
      won: 0,
      spendCents: null,
      costPerLeadCents: null,
    });
    // spend with no leads still shows, with no cost per lead
    expect(figures(rowOf(report, "Google Ads", "Old campaign"))).toMatchObject({
      leads: 0,
      spendCents: 5_000,
      costPerLeadCents: null,
      costPerWonCents: null,
      wonValuePerDollar: 0,
    });
    // New -> Lost is a lead, not contacted by the funnel and not quoted; 240 and 15 minutes have a median of 127.5
    expect(figures(rowOf(report, "Organic search", null))).toEqual({
      leads: 2,
      contacted: 1,
      siteVisits: 1,
      quoted: 1,
      won: 1,
      lost: 1,
      wonValueCents: 500_000,
      winRate: 0.5,
      spendCents: null,
      costPerLeadCents: null,
      costPerWonCents: null,
      wonValuePerDollar: null,
      medianFirstResponseMinutes: 128,
    });
    expect(figures(rowOf(report, "Referral", "facebook.com"))).toMatchObject({
      leads: 1,
      quoted: 1,
      won: 0,
      winRate: null,
      medianFirstResponseMinutes: 20,
    });
    expect(figures(rowOf(report, "Direct", null))).toMatchObject({ leads: 2, contacted: 1, quoted: 0, medianFirstResponseMinutes: 300 });
    expect(report.rows.map((row) => row.source)).toEqual([
      "Google Ads",
      "Google Ads",
      "Google Ads",
      "Google Ads",
      "Google Ads",
      "Organic search",
      "Referral",
      "Direct",
    ]);

    // twelve leads: spam, October 31 and December 1 (Brisbane time) are left out; October's spend is not November's
    expect(report.totals).toMatchObject({
      leads: 12,
      won: 3,
      lost: 3,
      wonValueCents: 2_550_050,
      winRate: 0.5,
      spendCents: 105_000,
      costPerLeadCents: 8_750,
      costPerWonCents: 35_000,
    });
    expect(report.byMonth).toEqual([
      expect.objectContaining({ month: "2025-11", leads: 12, spendCents: 105_000, wonValueCents: 2_550_050 }),
    ]);
    expect(report.byCouncil).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ council: "Brisbane", leads: 8 }),
        expect.objectContaining({ council: "Ipswich", leads: 1, lost: 1 }),
        expect.objectContaining({ council: "Place not recognised", leads: 1 }),
        expect.objectContaining({ council: "Not asked (Google Ads form)", leads: 2 }),
      ]),
    );
    // a request for two services counts under each; the ad form's "Both" is both
    const service = (name: string) => report.byService.find((row) => row.service === name);
    // every quote request but the concrete wall (one) and the two-service one names Timber Fencing alone: 8, and the two-service one
    expect(service("Timber Fencing")).toMatchObject({ leads: 9, won: 2 });
    expect(service("Colorbond Fencing")).toMatchObject({ leads: 1, won: 1, wonValueCents: 500_000 });
    expect(service("Concrete Sleeper Retaining Wall")).toMatchObject({ leads: 1, wonValueCents: 1_200_000 });
    expect(service("Fencing")).toMatchObject({ leads: 2 });
    expect(service("Retaining Walls")).toMatchObject({ leads: 1 });
    expect(JSON.stringify(report)).not.toMatch(/NaN|Infinity/);
  });

  it("spreads a month's spend over its days when the range takes only part of it", async () => {
    const half = (await owner.get("/api/reports/sources?from=2025-11-01&to=2025-11-15").expect(200)).body as SourcesReport;
    expect(rowOf(half, "Google Ads", A).spendCents).toBe(30_000);
    expect(rowOf(half, "Google Ads", A).leads).toBe(3);
    expect(half.totals.spendCents).toBe(52_500);
  });

  it("exports the same table as CSV, with '-' where a figure cannot be worked out", async () => {
    const res = await owner.get(`${NOVEMBER.replace("/sources", "/sources.csv")}`).expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    const c = rows.find((row) => row["Campaign or site"] === C)!;
    expect(c).toMatchObject({
      Split: "Source",
      "Source, service, council or month": "Google Ads",
      Leads: "1",
      "Spend (A$)": "100.00",
      "Cost per lead (A$)": "100.00",
      "Cost per won job (A$)": "-",
      "Win rate": "-",
      "Median first response (minutes)": "-",
    });
    const a = rows.find((row) => row["Campaign or site"] === A)!;
    expect(a).toMatchObject({ Won: "1", "Won value (A$)": "12000.00", "Won value per dollar": "20.00", "Win rate": "50%" });
    expect(rows.at(-1)).toMatchObject({ Split: "All", Leads: "12", "Spend (A$)": "1050.00" });
    expect(res.text).not.toMatch(/NaN|Infinity/);
  });

  it("answers the range's problems clearly, and is the Owner's alone", async () => {
    const backwards = await owner.get("/api/reports/sources?from=2025-11-30&to=2025-11-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to).toMatch(/on or after/);
    expect((await owner.get("/api/reports/sources?from=2025-02-30&to=2025-03-01")).body.errors.from).toMatch(/does not exist/);
    expect((await owner.get("/api/reports/sources?from=2015-01-01&to=2025-03-01")).body.errors.to).toMatch(/five years/);
    const crew = await signIn(CREW);
    for (const path of [NOVEMBER, "/api/reports/response?from=2025-11-01&to=2025-11-30", "/api/ad-spend"]) {
      expect((await crew.get(path)).status, path).toBe(403);
      expect((await request(ctx.app).get(path)).status, path).toBe(401);
    }
    const exportPath = "/api/reports/google-ads-conversions.csv";
    expect((await crew.post(exportPath).send({ since: "2025-11-01" })).status).toBe(403);
    expect((await request(ctx.app).post(exportPath).send({ since: "2025-11-01" })).status).toBe(401);
  });
});

describe("response against the promise", () => {
  it("gives each weekday and hour its leads, those answered within 24 hours, the late ones and the median", async () => {
    const res = await owner.get("/api/reports/response?from=2025-11-01&to=2025-11-30").expect(200);
    expect(res.body.promiseHours).toBe(24);
    // Monday 3 November 2025, 9:00 Brisbane: answered in 30 minutes
    expect(res.body.cells).toContainEqual({ weekday: 1, hour: 9, leads: 1, withinPromise: 1, late: 0, medianFirstResponseMinutes: 30 });
    // Sunday 30 November, 23:30: never answered, long past its promise
    expect(res.body.cells).toContainEqual({ weekday: 7, hour: 23, leads: 1, withinPromise: 0, late: 1, medianFirstResponseMinutes: null });
    // nine answered within a day, three never answered
    expect(res.body).toMatchObject({ withinPromise: 9, late: 3, withinPromiseShare: 0.75 });
  });
});

describe("ad spend", () => {
  it("is typed per month and campaign, replaced when typed again, and refused with a reason when wrong", async () => {
    await spend("2024-03", "Typed campaign", 12_345);
    await spend("2024-03", "Typed campaign", 23_456);
    const list = (await owner.get("/api/ad-spend").expect(200)).body.entries as {
      month: string;
      campaign: string;
      amountCents: number;
      updatedBy: string;
    }[];
    expect(list.filter((entry) => entry.campaign === "Typed campaign")).toEqual([
      expect.objectContaining({ month: "2024-03", amountCents: 23_456, updatedBy: "owner" }),
    ]);
    const bad = await owner.put("/api/ad-spend").send({ month: "2024-13", campaign: " ", amountCents: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      month: expect.stringMatching(/2026-11/),
      campaign: expect.any(String),
      amountCents: expect.stringMatching(/negative/),
    });
    expect((await owner.put("/api/ad-spend").send({ month: "2024-03", campaign: "x", amountCents: 1.5 })).body.errors.amountCents).toMatch(
      /whole number/,
    );
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "report.ad-spend"));
    expect(audit.some((row) => row.summary === "Recorded A$234.56 spent on Typed campaign in 2024-03")).toBe(true);
  });

  it("imports Google Ads' campaign report: days add up to months, totals and unknown columns are passed over", async () => {
    const report = [
      "Campaign report",
      '"1 January 2024 - 29 February 2024"',
      "Campaign,Day,Currency code,Cost,Clicks,Impr.",
      'Import Walls,2024-01-01,AUD,"1,000.00",12,300',
      "Import Walls,2024-01-02,AUD,250.50,3,80",
      "Import Fences,2024-01-31,AUD,99.99,1,20",
      "Import Walls,2024-02-01,AUD,10,1,5",
      'Total: Account,,AUD,"1,360.49",17,405',
      'Total: Campaigns,,AUD,"1,360.49",17,405',
    ].join("\r\n");
    const res = await owner.post("/api/ad-spend/import").set("Content-Type", "text/csv").send(report);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 3, rows: 4 });
    const entries = (await owner.get("/api/ad-spend")).body.entries as { month: string; campaign: string; amountCents: number }[];
    const imported = entries
      .filter((entry) => entry.campaign.startsWith("Import"))
      .map(({ month, campaign, amountCents }) => ({ month, campaign, amountCents }));
    expect(imported).toEqual(
      expect.arrayContaining([
        { month: "2024-01", campaign: "Import Walls", amountCents: 125_050 },
        { month: "2024-01", campaign: "Import Fences", amountCents: 9_999 },
        { month: "2024-02", campaign: "Import Walls", amountCents: 1_000 },
      ]),
    );
    expect(imported).toHaveLength(3);
    const monthly = await owner
      .post("/api/ad-spend/import")
      .set("Content-Type", "text/csv")
      .send("Campaign,Month,Cost\nImport Monthly,March 2024,42.00\n");
    expect(monthly.body).toMatchObject({ imported: 1 });
  });

  it("stores nothing from a report with a bad row, and names its line", async () => {
    const before = (await owner.get("/api/ad-spend")).body.entries.length as number;
    const report = [
      "Campaign report",
      "",
      "Campaign,Month,Cost",
      "Broken Import,2023-05,12.00",
      "Broken Import,2023-06,twelve",
      "Broken Import,2023-13,1.00",
    ].join("\n");
    const res = await owner.post("/api/ad-spend/import").set("Content-Type", "text/csv").send(report);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Nothing was imported: please fix these lines");
    expect(res.body.errors).toEqual([
      { line: 5, message: expect.stringContaining('"twelve" is not a cost') },
      { line: 6, message: expect.stringContaining('"2023-13" is not a month or day') },
    ]);
    expect((await owner.get("/api/ad-spend")).body.entries).toHaveLength(before);
    const noHeader = await owner.post("/api/ad-spend/import").set("Content-Type", "text/csv").send("a,b\n1,2\n");
    expect(noHeader.status).toBe(422);
    expect(noHeader.body.errors[0].message).toMatch(/Campaign, Month or Day, and Cost/);
    const usd = await owner
      .post("/api/ad-spend/import")
      .set("Content-Type", "text/csv")
      .send("Campaign,Day,Currency code,Cost\nUS Import,2023-01-01,USD,5.00\n");
    expect(usd.body.errors).toEqual([{ line: 2, message: expect.stringContaining("USD") }]);
  });
});

describe("conversions for Google Ads", () => {
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const lines = (text: string) => text.split("\r\n").filter((line) => line !== "");

  it("writes Google's offline import layout: one row per event with a click id, Brisbane time, the value only on Won, never twice", async () => {
    const res = await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-01" }).expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(lines(res.text)).toEqual([
      "Parameters:TimeZone=Australia/Brisbane",
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "gclid-one,Qualified lead,2025-11-04 14:05:09,,",
      "gclid-four,Qualified lead,2025-11-10 09:00:00,,",
      "gclid-one,Won job,2025-11-10 16:30:00,12000.00,AUD",
    ]);
    // the second download holds only what is new; "include earlier" gives all again
    expect(
      lines((await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-01" }).expect(200)).text),
    ).toHaveLength(2);
    expect(
      lines(
        (await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-01", includeEarlier: true }).expect(200)).text,
      ),
    ).toHaveLength(5);
    const logged = await ctx.database.db.select().from(conversionExports).where(eq(conversionExports.file, "offline"));
    expect(logged.map((row) => [row.rows, row.includeEarlier])).toEqual([
      [3, false],
      [0, false],
      [3, true],
    ]);
  });

  it("uses the names set in settings", async () => {
    await owner.put("/api/reports/conversion-names").send({ qualified: "Lead qualified (offline)", won: "Job won (offline)" }).expect(200);
    const text = (await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-01", includeEarlier: true })).text;
    expect(lines(text)[2]).toBe("gclid-one,Lead qualified (offline),2025-11-04 14:05:09,,");
    expect((await owner.put("/api/reports/conversion-names").send({ qualified: "=HYPERLINK()", won: "" })).status).toBe(400);
    await owner.put("/api/reports/conversion-names").send({ qualified: "Qualified lead", won: "Won job" }).expect(200);
  });

  it("hashes the email and phone of every lead without a click id (an ad lead that lost it, a search, a referral), never plain", async () => {
    const res = await owner.post("/api/reports/google-ads-enhanced-conversions.csv").send({ since: "2025-11-01" }).expect(200);
    const all = lines(res.text);
    expect(all.slice(0, 2)).toEqual([
      "Parameters:TimeZone=Australia/Brisbane",
      "Email,Phone Number,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
    ]);
    // " Jane.Citizen@Example.com " and "0412 345 678" as stored: SHA-256 of "jane.citizen@example.com" and "+61412345678"
    const jane = "3e63c6f1a583adecebbd5545cb13513a1c023f5bdaf4f89c6675fd9fb751e09b";
    const phone = "bc65da54a3ddbacfdc93a0400f0a2d78e41c2180c8255015e9616facfe56f58a";
    expect(all.slice(2)).toEqual([
      `${sha("braid.person@example.com")},${sha("+61491570006")},Qualified lead,2025-11-12 17:00:00,,`,
      `${sha("braid.person@example.com")},${sha("+61491570006")},Won job,2025-11-14 08:15:00,8500.50,AUD`,
      `${jane},${phone},Qualified lead,2025-11-21 11:45:00,,`,
      `${sha("bing.searcher@example.com")},${sha("+61491570006")},Qualified lead,2025-11-24 10:00:00,,`,
      `${sha("facebook.friend@example.com")},${sha("+61491570006")},Qualified lead,2025-11-26 10:20:00,,`,
      `${sha("bing.searcher@example.com")},${sha("+61491570006")},Won job,2025-11-28 10:00:00,5000.00,AUD`,
    ]);
    expect(res.text).not.toMatch(/@|0412|412 345|\+61/i);
    expect(
      lines((await owner.post("/api/reports/google-ads-enhanced-conversions.csv").send({ since: "2025-11-01" }).expect(200)).text),
    ).toHaveLength(2);
  });

  it("takes only events since the day asked, and a lead Won later is sent once it is", async () => {
    // every event of a lead with a click id happened by 10 November
    expect(
      lines((await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-11", includeEarlier: true })).text),
    ).toHaveLength(2);
    expect((await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-31" })).status).toBe(400);

    const crew = await signIn(CREW);
    await crew.patch(`/api/ga-leads/${adLeadThree}`).send({ status: "won", quoteValue: 7_250 }).expect(200);
    const later = lines((await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-01" }).expect(200)).text).slice(
      2,
    );
    expect(later).toEqual([
      expect.stringMatching(/^gclid-three,Qualified lead,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},,$/),
      expect.stringMatching(/^gclid-three,Won job,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},7250.00,AUD$/),
    ]);
  });

  it("is never a GET: a link from another site changes nothing, a cross-site POST is refused, the screen's POST downloads", async () => {
    const claimed = async () => (await ctx.database.db.select().from(conversionsExported)).length;
    const downloads = async () => (await ctx.database.db.select().from(conversionExports)).length;
    const [claimedBefore, downloadsBefore] = [await claimed(), await downloads()];
    for (const path of ["/api/reports/google-ads-conversions.csv", "/api/reports/google-ads-enhanced-conversions.csv"]) {
      // a link on any site, followed by a signed-in Owner: the Lax cookie travels with it
      const followed = await owner.get(`${path}?since=2025-11-01&includeEarlier=1`).set("Sec-Fetch-Site", "cross-site");
      expect(followed.status).toBe(405);
      expect(followed.headers.allow).toBe("POST");
      const crossSite = await owner
        .post(path)
        .set("Host", "walls.example")
        .set("Origin", "https://attacker.example")
        .send({ since: "2025-11-01", includeEarlier: true });
      expect(crossSite.status).toBe(403);
    }
    expect([await claimed(), await downloads()]).toEqual([claimedBefore, downloadsBefore]);

    const fromTheScreen = await owner
      .post("/api/reports/google-ads-conversions.csv")
      .set("Host", "walls.example")
      .set("Origin", "https://walls.example")
      .send({ since: "2025-11-01", includeEarlier: true })
      .expect(200);
    expect(fromTheScreen.headers["content-disposition"]).toBe('attachment; filename="google-ads-conversions-since-2025-11-01.csv"');
    expect(await downloads()).toBe(downloadsBefore + 1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "report.conversions-export"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      targetType: "conversion-export",
      summary: expect.stringContaining("click id conversions since 2025-11-01"),
    });
  });

  it("writes a click id that reads as a formula as inert text", async () => {
    await seedLead({
      at: "2025-11-20T09:00:00+10:00",
      attribution: { gclid: '=HYPERLINK("https://evil.example","Click")', utmCampaign: A },
      history: [["site-visit-booked", "2025-11-20T10:00:00+10:00"]],
    });
    const text = (await owner.post("/api/reports/google-ads-conversions.csv").send({ since: "2025-11-20", includeEarlier: true })).text;
    expect(lines(text)[2]).toBe(`"'=HYPERLINK(""https://evil.example"",""Click"")",Qualified lead,2025-11-20 10:00:00,,`);
  });
});

describe("intake", () => {
  it("keeps the council of a new quote request's location", async () => {
    const res = await sendQuoteRequest(ctx, { location: "Springfield Lakes QLD 4300" });
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.reference, res.body.reference));
    expect(row!.council).toBe("Ipswich");
  });
});
