import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { type PriceSuggestions, tableWithSuggestions } from "@shared/costs/costs-api";
import { appWithStaffForFile, type StaffAgent } from "../../../test/app-with-staff";
import { accountAgent, jobBookedFor, op } from "../../../test/crew";
import { TWO_STAGES } from "../../../test/quotes";
import type { TestContext } from "../../../test/test-app";

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

const at = (daysAgo: number, time: string) => new Date(`${brisbaneDay(new Date(Date.now() - daysAgo * 86_400_000))}T${time}:00+10:00`);
const hoursStages = (first: number, second: number) => [
  { ...TWO_STAGES[0]!, labourHours: first },
  { ...TWO_STAGES[1]!, labourHours: second },
];
const today = brisbaneDay(new Date());

let office: Awaited<ReturnType<typeof accountAgent>>;
beforeAll(async () => {
  const sam = await accountAgent(ctx, "sam.productive", "crew", "Sam");
  const mia = await accountAgent(ctx, "mia.productive", "crew", "Mia");
  office = await accountAgent(ctx, "office.productive", "staff", "Olive");
  await owner.patch(`/api/accounts/${sam.id}`).send({ hourlyCostCents: 4_000, hourlyCostFrom: "2026-01-01" }).expect(200);
  await owner.patch(`/api/accounts/${mia.id}`).send({ hourlyCostCents: 3_600, hourlyCostFrom: "2026-01-01" }).expect(200);
  const both = [sam.id, mia.id];
  const work = async (runs: unknown[], stages: unknown[], daysAgo: number, from: string, to: string) => {
    const job = await jobBookedFor(ctx, owner, both, {}, { runs, stages });
    const synced = await sam.agent
      .post("/api/crew/sync")
      .send({
        ops: [
          // a 2 m wall digs deeper than 1.5 m: the crew acknowledges its safe work method statement as it clocks on
          op("clock-on", job.jobId, { stage: 1, members: both, swmsAcknowledged: true }, at(daysAgo, from)),
          op("clock-off", job.jobId, { stage: 1, members: both }, at(daysAgo, to)),
        ],
      })
      .expect(200);
    expect(synced.body.results.map((result: { status: string }) => result.status)).toEqual(["applied", "applied"]);
    return job;
  };
  // A: a 10 m x 1.0 m concrete wall, 16 h quoted, 2 x 10 h worked ($760.00) and $240.00 of hire: $1,000.00, $100.00 a m²
  const a = await work([{ kind: "wall", material: "concrete-sleeper", lengthM: 10, heightM: 1 }], hoursStages(6, 10), 3, "07:00", "17:00");
  await office.agent.post(`/api/jobs/${a.jobId}/costs`).send({ category: "hire", amountCents: 24_000 }).expect(201);
  // B: a 5 m x 0.6 m timber wall (3 m² at $325: $975) and 20 m of 1.8 m Colorbond ($130 a metre: $2,600), 12 h quoted,
  // 2 x 7.5 h worked ($570.00): the wall takes 975 / 3,575 of it
  const b = await work(
    [
      { kind: "wall", material: "timber-sleeper", lengthM: 5, heightM: 0.6 },
      { kind: "fence", type: "colorbond", heightM: 1.8, lengthM: 20, singleGates: 0, doubleGates: 0 },
    ],
    hoursStages(4, 8),
    2,
    "07:00",
    "14:30",
  );
  // C: worked, not completed: not counted
  await work([{ kind: "wall", material: "concrete-sleeper", lengthM: 40, heightM: 2 }], hoursStages(1, 1), 1, "07:00", "08:00");
  for (const job of [a, b]) await owner.post(`/api/contact/${job.id}/complete`).expect(200);
});

describe("productivity and the prices it suggests", () => {
  it("gives hours per m² of wall and per metre of fence, quoted and actual, on the jobs completed in the range", async () => {
    const report = (await owner.get(`/api/reports/productivity?from=2026-01-01&to=${today}`).expect(200)).body;
    expect(report).toEqual({
      walls: [
        { material: "concrete-sleeper", areaM2: 10, jobs: 1, quotedHoursPerM2: 1.6, actualHoursPerM2: 2 },
        // 12 h x 975 / 3,575 = 3.27 h on 3 m²; 15 h x 975 / 3,575 = 4.09 h
        { material: "timber-sleeper", areaM2: 3, jobs: 1, quotedHoursPerM2: 1.09, actualHoursPerM2: 1.36 },
      ],
      // 12 h x 2,600 / 3,575 = 8.73 h on 20 m; 15 h: 10.91 h
      fences: [{ type: "colorbond", metres: 20, jobs: 1, quotedHoursPerMetre: 0.44, actualHoursPerMetre: 0.55 }],
    });
    const none = (await owner.get("/api/reports/productivity?from=2025-01-01&to=2025-12-31").expect(200)).body;
    expect(none).toEqual({ walls: [], fences: [] });
    await owner.get("/api/reports/productivity?from=2026-02-01&to=2026-01-01").expect(400);
    await office.agent.get(`/api/reports/productivity?from=2026-01-01&to=${today}`).expect(403);
  });

  it("suggests bands that earn the target margin on the actual cost, and saves them as a new table only when the Owner saves it", async () => {
    const suggestions = (await owner.get("/api/reports/price-suggestions").expect(200)).body as PriceSuggestions;
    expect(suggestions).toEqual({
      targetMarginPercent: 30,
      walls: [
        // $100.00 a m² x 1.3 x 1.1 = $143: $129 to $157
        { material: "concrete-sleeper", jobs: 1, costPerUnitCents: 10_000, band: { low: 12_900, high: 15_700 } },
        // $570.00 x 975 / 3,575 / 3 m² = $51.82: x 1.43 = $74.10
        { material: "timber-sleeper", jobs: 1, costPerUnitCents: 5_182, band: { low: 6_700, high: 8_200 } },
      ],
      // $570.00 x 2,600 / 3,575 / 20 m = $20.73: x 1.43 = $29.64
      fences: [{ type: "colorbond", jobs: 1, heights: ["1.8"], costPerUnitCents: 2_073, band: { low: 2_700, high: 3_300 } }],
    });
    const before = await owner.get("/api/pricing").expect(200);
    // suggesting saved nothing
    expect((await owner.get("/api/pricing").expect(200)).headers["price-table-version"]).toBe(before.headers["price-table-version"]);
    const next = tableWithSuggestions(before.body, suggestions);
    expect(next.fences.colorbond["1.5"]).toEqual(before.body.fences.colorbond["1.5"]);
    const saved = await owner.put("/api/pricing").send(next).expect(200);
    expect(Number(saved.headers["price-table-version"])).toBe(Number(before.headers["price-table-version"]) + 1);
    // the estimate uses it: 10 m² of concrete wall at $129 to $157
    const preview = await request(ctx.app).post("/api/estimates/preview").send({
      job: "wall",
      material: "concrete-sleeper",
      lengthM: 10,
      heightM: 1,
      loadAbove: "none",
      nearBuilding: false,
      removeOld: false,
      excavatorAccess: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.lines[0]).toMatchObject({ low: 129_000, high: 157_000 });
    await office.agent.get("/api/reports/price-suggestions").expect(403);
  });
});
