import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_ATTRIBUTION } from "@shared/attribution";
import { estimateJob, type WallJob } from "@shared/estimates/estimate";
import { STARTING_PRICE_TABLE } from "@shared/estimates/price-table";
import type { EstimatesReport } from "@shared/reports/report-types";
import { estimateShownDays, leadEstimates, leads, siteVisits } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

/**
 * The owner's count of instant estimates by month: shown (counted as ranges reach visitors), sent (leads with an
 * estimate), booked (a site visit ever booked) and won; spam and other leads left out.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let seq = 0;

const job: WallJob = {
  job: "wall",
  material: "timber-sleeper",
  lengthCm: 1000,
  heightCm: 80,
  loadAbove: "none",
  nearBuilding: false,
  removeOld: false,
  excavatorAccess: true,
};

async function seedLead({
  at,
  status = "new",
  estimate = true,
  visit,
  isSpam = false,
}: {
  at: string;
  status?: string;
  estimate?: boolean;
  visit?: "booked" | "cancelled";
  isSpam?: boolean;
}) {
  seq += 1;
  const { db } = ctx.database;
  const [row] = await db
    .insert(leads)
    .values({
      kind: "inquiries",
      name: `Estimate lead ${seq}`,
      email: `estimate${seq}@example.com`,
      phone: "0491 570 006",
      createdAt: new Date(at),
      attribution: EMPTY_ATTRIBUTION,
      isSpam,
      reference: `RW-EST${String(seq).padStart(3, "0")}`,
      status,
      service: "Timber Sleeper Retaining Wall",
      length: "under-10m",
      location: "Chermside",
      timeline: "just-researching",
      budget: "under-5k",
    })
    .returning({ id: leads.id });
  if (estimate)
    await db.insert(leadEstimates).values({ leadId: row!.id, job, estimate: estimateJob(job, STARTING_PRICE_TABLE), tableVersion: 0 });
  if (visit) {
    await db.insert(siteVisits).values({
      leadId: row!.id,
      windowStart: new Date(at),
      windowEnd: new Date(new Date(at).getTime() + 7_200_000),
      state: visit,
      address: "1 Example St, Chermside",
      bookedBy: "homeowner",
    });
  }
}

const report = async (from: string, to: string) =>
  (await owner.get(`/api/reports/estimates?from=${from}&to=${to}`).expect(200)).body as EstimatesReport;

beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: 1 });
  owner = await signedInAgent(ctx, ctx.database, { username: "owner", password: "river stones and quiet maps", role: "owner" });
  const { db } = ctx.database;
  await db.insert(estimateShownDays).values([
    { day: "2025-10-31", shown: 4 },
    { day: "2025-11-01", shown: 7 },
    { day: "2025-11-30", shown: 5 },
    { day: "2025-12-01", shown: 9 },
  ]);
  // 1 Nov 00:30 Brisbane is still 31 Oct in UTC: November's
  await seedLead({ at: "2025-11-01T00:30:00+10:00", status: "won", visit: "booked" });
  await seedLead({ at: "2025-11-12T09:00:00+10:00", status: "site-visit-booked", visit: "cancelled" });
  await seedLead({ at: "2025-11-20T09:00:00+10:00" });
  await seedLead({ at: "2025-11-21T09:00:00+10:00", isSpam: true, visit: "booked" });
  await seedLead({ at: "2025-11-22T09:00:00+10:00", estimate: false, status: "won" });
  await seedLead({ at: "2025-12-01T09:00:00+10:00", visit: "booked" });
});
afterAll(() => ctx?.close());

describe("GET /api/reports/estimates", () => {
  it("counts estimates shown, sent, booked and won per Brisbane month", async () => {
    const body = await report("2025-11-01", "2025-12-31");
    expect(body.months).toEqual([
      { month: "2025-11", shown: 12, sent: 3, booked: 2, won: 1 },
      { month: "2025-12", shown: 9, sent: 1, booked: 1, won: 0 },
    ]);
    expect(body.totals).toEqual({ shown: 21, sent: 4, booked: 3, won: 1 });
  });

  it("is the Owner's", async () => {
    expect((await request(ctx.app).get("/api/reports/estimates?from=2025-11-01&to=2025-11-30")).status).toBe(401);
    const crew = await signedInAgent(ctx, ctx.database, { username: "crew", password: "copper kettles on slow boil", role: "staff" });
    expect((await crew.get("/api/reports/estimates?from=2025-11-01&to=2025-11-30")).status).toBe(403);
  });
});

describe("estimates shown", () => {
  it("counts the page's first range (POST /api/estimates/shown) and the page without JavaScript, once per visitor a day", async () => {
    const today = brisbaneDay(new Date());
    const shownToday = async () => (await report(today, today)).totals.shown;
    const before = await shownToday();
    await request(ctx.app).post("/api/estimates/shown").set("X-Forwarded-For", "198.51.100.70").expect(204);
    // the same visitor again, by either way: not counted twice
    await request(ctx.app).post("/api/estimates/shown").set("X-Forwarded-For", "198.51.100.70").expect(204);
    await request(ctx.app)
      .post("/estimate")
      .set("X-Forwarded-For", "198.51.100.71")
      .type("form")
      .send({
        intent: "estimate",
        job: "wall",
        material: "timber-sleeper",
        lengthM: "8",
        heightM: "0.6",
        loadAbove: "none",
        nearBuilding: "false",
        removeOld: "false",
        excavatorAccess: "true",
      })
      .expect(200);
    // a form with a mistake shows no range: not counted
    await request(ctx.app)
      .post("/estimate")
      .set("X-Forwarded-For", "198.51.100.72")
      .type("form")
      .send({ intent: "estimate", job: "wall", lengthM: "0" })
      .expect(400);
    expect(await shownToday()).toBe(before + 2);
  });
});
