import { and, eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { invoices } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../../test/app-with-staff";
import { accountAgent, jobBookedFor, op } from "../../../test/crew";
import { postLead } from "../../../test/leads";
import { TWO_STAGES, wallQuote } from "../../../test/quotes";
import { SLEEPER_WALL_PRICES } from "../../../test/costs";
import type { TestContext } from "../../../test/test-app";
import { phonePhotoWithGps, renamedPdf } from "../../../infra/images/test-images";
import { IMAGE_DERIVATION_TASK } from "../../../infra/images/image-intake";
import { pollUntilQueueDrained } from "../../../test/queue-drained";

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

let sam: Awaited<ReturnType<typeof accountAgent>>, mia: Awaited<ReturnType<typeof accountAgent>>;
let office: Awaited<ReturnType<typeof accountAgent>>;
beforeAll(async () => {
  sam = await accountAgent(ctx, "sam.costs", "crew", "Sam");
  mia = await accountAgent(ctx, "mia.costs", "crew", "Mia");
  office = await accountAgent(ctx, "office.costs", "staff", "Olive");
});

const WALL_RUN = { kind: "wall", material: "concrete-sleeper", lengthM: 10, heightM: 1 };
/** 6 h and 10.5 h at the standard $75.00 an hour: $450.00 and $787.50 */
const COSTED_STAGES = [
  { ...TWO_STAGES[0]!, labourHours: 6 },
  { ...TWO_STAGES[1]!, labourHours: 10.5 },
];

const sync = (agent: StaffAgent, ops: unknown[]) => agent.post("/api/crew/sync").send({ ops });
/** A moment on a Brisbane day some days ago: "07:00" */
const brisbane = (daysAgo: number, time: string) => {
  const day = brisbaneDay(new Date(Date.now() - daysAgo * 86_400_000));
  return { day, at: new Date(`${day}T${time}:00+10:00`) };
};

describe("runs and labour hours on a quote", () => {
  it("keeps the runs and each stage's labour hours for staff, and refuses hours not to the quarter", async () => {
    const lead = await postLead(ctx, "inquiries");
    const bad = await owner
      .post("/api/quotes")
      .send(wallQuote(lead.reference, { stages: [{ ...COSTED_STAGES[0], labourHours: 6.1 }, COSTED_STAGES[1]], runs: [WALL_RUN] }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors["stages.0.labourHours"]).toBe("Enter the hours to the quarter hour (0.25)");
    const badRun = await owner.post("/api/quotes").send(wallQuote(lead.reference, { runs: [{ ...WALL_RUN, lengthM: -1 }] }));
    expect(badRun.body.errors["runs.0.lengthM"]).toBe("The length must be more than 0 m");

    const made = await owner.post("/api/quotes").send(wallQuote(lead.reference, { stages: COSTED_STAGES, runs: [WALL_RUN] }));
    expect(made.status).toBe(201);
    const read = await owner.get(`/api/quotes/${made.body.id}`).expect(200);
    expect(read.body.versions[0].runs).toEqual([WALL_RUN]);
    expect(read.body.versions[0].stages.map((stage: { labourHours: number }) => stage.labourHours)).toEqual([6, 10.5]);

    // an edit without runs keeps them
    await owner
      .patch(`/api/quotes/${made.body.id}`)
      .send({ ...wallQuote(lead.reference, { stages: COSTED_STAGES }), reference: undefined })
      .expect(200);
    expect((await owner.get(`/api/quotes/${made.body.id}`).expect(200)).body.versions[0].runs).toEqual([WALL_RUN]);
  });

  it("never shows the labour hours or the runs on the homeowner's page", async () => {
    const lead = await postLead(ctx, "inquiries");
    const made = await owner
      .post("/api/quotes")
      .send(wallQuote(lead.reference, { stages: COSTED_STAGES, runs: [WALL_RUN] }))
      .expect(201);
    await owner.post(`/api/quotes/${made.body.id}/send`).expect(200);
    const page = await request(ctx.app).get(new URL(made.body.url).pathname).expect(200);
    expect(page.text).toContain("Excavation and footings");
    expect(page.text).not.toMatch(/labourHours|10\.5|"runs"|concrete-sleeper/);
  });

  it("starts a quote for a lead from the instant estimate with the estimate's run", async () => {
    const sent = await request(ctx.app).post("/api/estimates").send({
      job: "fence",
      type: "colorbond",
      heightM: 1.8,
      lengthM: 24.5,
      singleGates: 1,
      doubleGates: 0,
      dividing: false,
      removeOld: false,
      onWallHeightM: 0,
      suburb: "Chermside",
      name: "Erin Estimate",
      phone: "0491 570 006",
      email: "erin@example.com",
    });
    expect(sent.status).toBe(201);
    const made = await owner.post("/api/quotes").send(wallQuote(sent.body.reference)).expect(201);
    const read = await owner.get(`/api/quotes/${made.body.id}`).expect(200);
    expect(read.body.versions[0].runs).toEqual([
      { kind: "fence", type: "colorbond", heightM: 1.8, lengthM: 24.5, singleGates: 1, doubleGates: 0 },
    ]);
  });
});

describe("the take-off", () => {
  it("answers the lines of the runs, and a bad run is a 400 naming its field", async () => {
    const answer = await office.agent
      .post("/api/takeoff")
      .send({ runs: [WALL_RUN] })
      .expect(200);
    expect(answer.body.lines[0]).toEqual({ item: "Concrete sleeper 2,000 x 200 mm", quantity: 28, unit: "each" });
    expect(answer.body.lines).toHaveLength(7);
    const bad = await office.agent.post("/api/takeoff").send({ runs: [{ ...WALL_RUN, heightM: 4 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "runs.0.heightM": "The height is at most 3 m" });
    await sam.agent
      .post("/api/takeoff")
      .send({ runs: [WALL_RUN] })
      .expect(403);
  });

  it("reads the Owner's rule table, with sources, saved whole and audited; Staff cannot read or change it", async () => {
    const rules = (await owner.get("/api/takeoff-rules").expect(200)).body;
    expect(rules.walls["concrete-sleeper"].sleeperLengthMm).toEqual({ value: 2000, source: expect.stringContaining("sleeper") });
    expect(rules.stockLengthsMm.value).toEqual([1200, 1500, 1800, 2100, 2400, 2700, 3000, 3600, 4200, 4800, 6000]);
    await office.agent.get("/api/takeoff-rules").expect(403);

    const unsourced = structuredClone(rules);
    unsourced.fences.colorbond.panelWidthMm.source = "";
    const refused = await owner.put("/api/takeoff-rules").send(unsourced);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ "fences.colorbond.panelWidthMm.source": "Say where the figure comes from" });
    const outOfOrder = structuredClone(rules);
    outOfOrder.stockLengthsMm.value = [1500, 1200];
    expect((await owner.put("/api/takeoff-rules").send(outOfOrder)).status).toBe(400);

    const longer = structuredClone(rules);
    longer.walls["concrete-sleeper"].sleeperLengthMm = { value: 2500, source: "New supplier's 2.5 m sleepers" };
    await owner.put("/api/takeoff-rules").send(longer).expect(200);
    const answer = await office.agent
      .post("/api/takeoff")
      .send({ runs: [WALL_RUN] })
      .expect(200);
    expect(answer.body.lines[0]).toEqual({ item: "Concrete sleeper 2,500 x 200 mm", quantity: 22, unit: "each" });
    const audit = await owner.get("/api/audit?action=settings.takeoff-rules").expect(200);
    expect(JSON.stringify(audit.body)).toMatch(/Take-off rules saved as version \d+/);
    await owner.put("/api/takeoff-rules").send(rules).expect(200);
  });
});

describe("what a job cost, quoted against actual", () => {
  let jobId: number;
  let reference: string;

  beforeAll(async () => {
    await owner
      .put("/api/material-prices")
      .send({
        prices: [
          ...SLEEPER_WALL_PRICES,
          { item: "Slotted ag pipe 100 mm", unit: "m", unitCostCents: 330 },
          { item: "Drainage gravel 20 mm", unit: "m³", unitCostCents: 9_550 },
        ],
      })
      .expect(200);
    const job = await jobBookedFor(ctx, owner, [sam.id, mia.id], {}, { stages: COSTED_STAGES, runs: [WALL_RUN] });
    jobId = job.jobId;
    reference = job.reference;
    const day1 = brisbane(3, "07:00").day;
    const day2 = brisbane(2, "07:00").day;
    // Sam $40.00 an hour, $44.00 from day 2; Mia $36.00
    await owner.patch(`/api/accounts/${sam.id}`).send({ hourlyCostCents: 4_000, hourlyCostFrom: "2026-01-01" }).expect(200);
    const changed = await owner.patch(`/api/accounts/${sam.id}`).send({ hourlyCostCents: 4_400, hourlyCostFrom: day2 }).expect(200);
    expect(changed.body.hourlyCosts).toEqual([
      { from: "2026-01-01", cents: 4_000 },
      { from: day2, cents: 4_400 },
    ]);
    await owner.patch(`/api/accounts/${mia.id}`).send({ hourlyCostCents: 3_600, hourlyCostFrom: "2026-01-01" }).expect(200);
    const both = [sam.id, mia.id];
    const at = (daysAgo: number, time: string) => brisbane(daysAgo, time).at;
    const answer = await sync(sam.agent, [
      op("clock-on", jobId, { stage: 1, members: both }, at(3, "07:00")),
      op("clock-off", jobId, { stage: 1, members: [mia.id] }, at(3, "15:00")),
      op("clock-off", jobId, { stage: 1, members: [sam.id] }, at(3, "15:30")),
      op("clock-on", jobId, { stage: 1 }, at(3, "15:30")),
      op("clock-off", jobId, { stage: 1, unchargedReason: "travel" }, at(3, "16:15")),
      op("clock-on", jobId, { stage: 2, members: both }, at(2, "07:00")),
      op("clock-off", jobId, { stage: 2, members: both }, at(2, "12:20")),
      op("material", jobId, { item: "Concrete sleeper 2,000 x 200 mm", quantity: 30, unit: "each" }, at(2, "12:00")),
      op("material", jobId, { item: "concrete 20 KG bag", quantity: 50, unit: "bag" }, at(2, "12:01")),
      op("material", jobId, { item: "Drainage gravel 20 mm", quantity: 3.5, unit: "m³" }, at(2, "12:02")),
      op("material", jobId, { item: "Cable ties", quantity: 1, unit: "pack" }, at(2, "12:03")),
    ]).expect(200);
    expect(answer.body.results.map((result: { status: string }) => result.status)).toEqual(Array(11).fill("applied"));
    expect(day1 < day2).toBe(true);
    await office.agent
      .post(`/api/jobs/${jobId}/costs`)
      .send({ category: "hire", amountCents: 35_000, supplier: "Coates Hire", note: "1.7 t excavator" })
      .expect(201);
    await office.agent.post(`/api/jobs/${jobId}/costs`).send({ category: "tip", amountCents: 12_050, stage: 1 }).expect(201);
    // a $110.00 credit note on the deposit: $100.00 ex GST off the revenue
    const [deposit] = await ctx.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.leadId, job.id), eq(invoices.kind, "deposit")));
    await owner
      .post(`/api/invoices/${deposit!.number}/credit`)
      .send({ amountCents: 11_000, reason: "Goodwill for the late start" })
      .expect(201);
  });

  it("gives each stage's quoted and actual hours and labour, and the job's totals, variance and margin to the cent", async () => {
    const costs = (await owner.get(`/api/jobs/${jobId}/costs`).expect(200)).body;
    expect(costs.stages).toEqual([
      {
        stage: 1,
        description: "Excavation and footings",
        quoted: { hours: 6, labourCents: 45_000 },
        // Sam 8.5 h at $40 ($340.00), Mia 8 h at $36 ($288.00), Sam's 0.75 h of travel at $40 ($30.00)
        actual: { hours: 17.25, unchargedHours: 0.75, labourCents: 65_800 },
      },
      {
        stage: 2,
        description: "Wall, drainage and backfill",
        quoted: { hours: 10.5, labourCents: 78_750 },
        // 320 minutes each: Sam at $44 ($234.666...), Mia at $36 ($192.00): $426.67 rounded once
        actual: { hours: 10.67, unchargedHours: 0, labourCents: 42_667 },
      },
    ]);
    // take-off priced: 28 x $65 + 6 x $42.50 + 47 x $11 + 11 x $3.30 + 3.0 x $95.50 (holes and geofabric unpriced)
    expect(costs.quoted).toEqual({ labourCents: 123_750, materialsCents: 291_480, otherCents: 0, totalCents: 415_230 });
    // used: 30 x $65 + 50 x $11 + 3.5 x $95.50; the cable ties are unpriced
    expect(costs.actual).toEqual({ labourCents: 108_467, materialsCents: 283_425, otherCents: 47_050, totalCents: 438_942 });
    expect(costs.varianceCents).toBe(23_712);
    expect(costs.variancePercent).toBe(5.7);
    // $5,268.75 ex GST less the credit note's $100.00
    expect(costs.revenueCents).toBe(516_875);
    expect(costs.marginCents).toBe(77_933);
    expect(costs.marginPercent).toBe(15.1);
    expect(costs.costs.map((cost: { category: string }) => cost.category).sort()).toEqual(["hire", "tip"]);
  });

  it("keeps hourly costs and margins from Staff and Crew", async () => {
    await office.agent.get(`/api/jobs/${jobId}/costs`).expect(403);
    await sam.agent.get(`/api/jobs/${jobId}/costs`).expect(403);
    await office.agent.get("/api/material-prices").expect(403);
    await office.agent.get("/api/accounts").expect(403);
    await office.agent.patch(`/api/accounts/${sam.id}`).send({ hourlyCostCents: 1, hourlyCostFrom: "2026-01-01" }).expect(403);
    await sam.agent.post(`/api/jobs/${jobId}/costs`).send({ category: "hire", amountCents: 100 }).expect(403);
    const bad = await office.agent.post(`/api/jobs/${jobId}/costs`).send({ category: "lunch", amountCents: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["amountCents", "category"]);
  });

  it("lists the job's take-off as an order list with each line's supplier cost", async () => {
    const csv = await office.agent.get(`/api/jobs/${jobId}/order-list.csv`).expect(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe("item,quantity,unit,supplier cost");
    expect(rows).toContain('"Concrete sleeper 2,000 x 200 mm",28,each,1820.00');
    expect(rows).toContain("Drainage gravel 20 mm,3,m³,286.50");
    expect(rows).toContain('"Post hole 300 x 1,100 mm",6,each,0.00');
    expect(reference).toMatch(/^RW-/);
  });

  it("removes a cost recorded by mistake", async () => {
    const added = await office.agent.post(`/api/jobs/${jobId}/costs`).send({ category: "other", amountCents: 999 }).expect(201);
    await office.agent.delete(`/api/jobs/${jobId}/costs/${added.body.id}`).expect(204);
    await office.agent.delete(`/api/jobs/${jobId}/costs/${added.body.id}`).expect(404);
    expect((await owner.get(`/api/jobs/${jobId}/costs`).expect(200)).body.actual.otherCents).toBe(47_050);
  });

  it("keeps a receipt's photo with a cost, private to staff, and refuses a file that is no photo", async () => {
    const cost = await office.agent
      .post(`/api/jobs/${jobId}/costs`)
      .send({ category: "concrete", amountCents: 48_000, supplier: "Hymix" })
      .expect(201);
    const receipt = `/api/jobs/${jobId}/costs/${cost.body.id}/receipt`;
    await office.agent.get(receipt).expect(404);
    const attached = await office.agent.post(receipt).attach("photo", await phonePhotoWithGps(), "docket.jpg");
    expect(attached.status).toBe(201);
    expect(attached.body.receiptUrl).toBe(receipt);
    await office.agent.post(receipt).attach("photo", renamedPdf(), "docket.jpg").expect(415);
    await pollUntilQueueDrained(ctx.database.db, { types: [IMAGE_DERIVATION_TASK] });
    const photo = await office.agent.get(`${receipt}?size=thumbnail`).expect(200);
    expect(photo.headers["content-type"]).toMatch(/^image\//);
    expect(photo.headers["cache-control"]).toContain("no-store");
    await request(ctx.app).get(receipt).expect(401);
    await sam.agent.get(receipt).expect(403);
    await office.agent.get(`/api/jobs/${jobId}/costs/999999/receipt`).expect(404);
    const listed = (await owner.get(`/api/jobs/${jobId}/costs`).expect(200)).body.costs.find(
      (row: { id: number }) => row.id === cost.body.id,
    );
    expect(listed.receiptUrl).toBe(receipt);
    await office.agent.delete(`/api/jobs/${jobId}/costs/${cost.body.id}`).expect(204);
  });
});
