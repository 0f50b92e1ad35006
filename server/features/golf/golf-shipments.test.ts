import { parse } from "csv-parse/sync";
import { count, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BORDER_CHARGES_IN_FORCE } from "@shared/golf/border-charges";
import { auditLog, golfProducts, golfShipments } from "@shared/schema";
import { golfToday } from "@shared/golf/price-validation";
import { seedGolfData } from "../../db/seed";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let staff: Awaited<ReturnType<typeof signedInAgent>>;
const ids = { driver: 0, putter: 0, balls: 0, watched: 0 };

const csv = (agent: typeof staff, path: string, body: string) => agent.post(path).set("Content-Type", "text/csv").send(body);
const addProduct = async (name: string, priceAUD: number, priceUSD = 100) =>
  (await ctx.database.db.insert(golfProducts).values({ name, brand: "Test", category: "clubs", priceUSD, priceAUD }).returning())[0]!.id;
const shipmentRows = async () => (await ctx.database.db.select({ n: count() }).from(golfShipments))[0]!.n;
const auditRows = async (action: string) => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

/** The carton worked by hand in shared/golf/shipment.test.ts, exported on 20 November 2026. */
const carton = () => ({
  mode: "air",
  exportDate: "2026-11-20",
  freightInsurance: { amount: 412, currency: "USD" },
  brokerFeeAUD: 160,
  shareBy: "weight",
  lines: [
    { productId: ids.driver, origin: "China", units: 10, fobUSD: 250 },
    { productId: ids.putter, origin: "United States", units: 5, fobUSD: 180 },
    { productId: ids.balls, origin: "Japan", units: 24, fobUSD: 38.5 },
  ],
});

beforeAll(async () => {
  ctx = await createTestContext({ golfWriteRateLimit: { limit: 10_000, windowMs: 60_000 } });
  await seedGolfData(ctx.database);
  owner = await signedInAgent(ctx, ctx.database, { username: "owner", password: "correct horse battery staple", role: "owner" });
  staff = await signedInAgent(ctx, ctx.database, { username: "packer", password: "correct horse battery staple", role: "staff" });
  ids.driver = await addProduct("Ship Driver", 749);
  ids.putter = await addProduct("Ship Putter", 499);
  ids.balls = await addProduct("Ship Balls (dozen)", 89.95);
  ids.watched = await addProduct("Watched Wedge", 300, 150);
});
afterAll(() => ctx?.close());

describe("the setup's example rate is never a rate", () => {
  it("with no rate history, figures say there is no rate instead of using the example", async () => {
    expect((await request(ctx.app).get("/api/golf/settings").expect(200)).body.exchangeRate).toBeNull();
    await owner
      .post(`/api/golf/products/${ids.watched}/prices`)
      .send({ observedOn: "2026-01-02", market: "US", retailer: "US Shop", price: 150, currency: "USD", inStock: true })
      .expect(201);
    const history = (await request(ctx.app).get(`/api/golf/products/${ids.watched}/history`).expect(200)).body.rows;
    expect(history).toEqual([
      expect.objectContaining({ date: "2026-01-02", usPrice: 150, usdPerAud: null, rateDate: null, usPriceInAud: null }),
    ]);
    const res = await request(ctx.app).post("/api/golf/shipments/calculate").send(carton());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ exportDate: "No exchange rate is recorded yet: add one to the rate history first" });
  });

  it("after importing past rates, today's figures use the newest imported rate and name its day", async () => {
    await csv(owner, "/api/golf/import/fx-rates", "date,usdPerAud,source\n2026-01-05,0.6712,RBA F11\n2026-03-02,0.6631,RBA F11\n").expect(
      200,
    );
    expect((await request(ctx.app).get("/api/golf/settings")).body.exchangeRate).toEqual({
      value: 0.6631,
      source: "RBA F11",
      takenOn: "2026-03-02",
    });
    await owner.post("/api/golf/watches").send({ productId: ids.watched, rule: "gap-above", threshold: -99 }).expect(201);
    const [alert] = (await owner.get("/api/golf/alerts").expect(200)).body as { figures: Record<string, unknown> }[];
    // US$150 at 0.6631 = A$226.21, not A$230.77 at the example's 0.65
    expect(alert!.figures).toMatchObject({ usdPerAud: 0.6631, rateDate: "2026-03-02", usPriceInAud: 226.21 });
    const today = await request(ctx.app)
      .post("/api/golf/shipments/calculate")
      .send({ ...carton(), exportDate: golfToday(), shareBy: "value" })
      .expect(200);
    expect(today.body.rate).toEqual({ usdPerAud: 0.6631, date: "2026-03-02" });
    // a day before the first rate still has none
    const history = (await request(ctx.app).get(`/api/golf/products/${ids.watched}/history?to=2026-01-04`)).body.rows;
    expect(history[0]).toMatchObject({ date: "2026-01-02", usdPerAud: null, rateDate: null });
  });
});

describe("POST /api/golf/shipments/calculate", () => {
  it("is open to every visitor and works the hand-worked carton to the cent, at the rate of the day before export", async () => {
    // a rate on the 19th and one on the 21st: a shipment exported on the 20th is converted at the 19th's
    await csv(owner, "/api/golf/import/fx-rates", "date,usdPerAud,source\n2026-11-19,0.6512,RBA F11\n2026-11-21,0.7,RBA F11\n").expect(200);
    for (const [id, weightKg] of [
      [ids.driver, 0.46],
      [ids.putter, 0.55],
      [ids.balls, 0.62],
    ] as const)
      await staff.patch(`/api/golf/products/${id}`).send({ weightKg }).expect(200);
    const res = await request(ctx.app).post("/api/golf/shipments/calculate").send(carton()).expect(200);
    expect(res.body).toMatchObject({
      rate: { usdPerAud: 0.6512, date: "2026-11-19" },
      lowValue: false,
      customsValueAUD: 6640.05,
      processingChargeAUD: 50,
      biosecurityChargeAUD: 45,
      totalLandedAUD: 7598.68,
      importGstAUD: 734.37,
    });
    const figures = ["customsValueAUD", "freightShareAUD", "dutyAUD", "votiAUD", "importGstAUD", "chargesShareAUD"] as const;
    const after = ["landedCostAUD", "landedPerUnitAUD", "marginPerUnitAUD", "marginPercent"] as const;
    expect(
      res.body.lines.map((line: Record<string, number>) => [line.productId, ...[...figures, ...after].map((key) => line[key])]),
    ).toEqual([
      [ids.driver, 3839.07, 130.92, 0, 3969.99, 397, 52.77, 4022.76, 402.28, 278.63, 40.92],
      [ids.putter, 1382.06, 78.27, 0, 1460.33, 146.03, 31.55, 1491.88, 298.38, 155.26, 34.23],
      [ids.balls, 1418.92, 423.49, 70.95, 1913.36, 191.34, 170.68, 2084.04, 86.84, -5.07, -6.2],
    ]);
  });

  it("refuses bad input with the field named", async () => {
    const refused = async (body: object) => {
      const res = await request(ctx.app).post("/api/golf/shipments/calculate").send(body);
      expect(res.status).toBe(400);
      return res.body.errors as Record<string, string>;
    };
    const plan = carton();
    expect(await refused({ ...plan, lines: [] })).toEqual({ lines: "Add at least one line" });
    expect(await refused({ ...plan, lines: [{ ...plan.lines[0], units: 0 }] })).toEqual({
      "lines.0.units": "Units must be a whole number of at least 1",
    });
    expect(await refused({ ...plan, lines: [plan.lines[0], { ...plan.lines[1], fobUSD: -1 }] })).toEqual({
      "lines.1.fobUSD": "FOB price cannot be negative",
    });
    expect(await refused({ ...plan, lines: [{ ...plan.lines[0], productId: 999_999 }] })).toEqual({
      "lines.0.productId": "No such product",
    });
    expect(await refused({ ...plan, exportDate: "2026-01-04" })).toEqual({
      exportDate: "No exchange rate on or before 2026-01-04: the rate history starts on 2026-01-05",
    });
    expect(await refused({ ...plan, exportDate: "2099-01-01" })).toEqual({ exportDate: "That date is in the future" });
    expect(await refused({ ...plan, mode: "rail", shareBy: "volume" })).toEqual({
      mode: "Choose air or sea",
      shareBy: "Choose to share freight by weight or by value",
    });
  });
});

describe("saved shipments", () => {
  let id = 0;

  it("only staff save, change and delete them: 401 without a session, nothing stored", async () => {
    const before = await shipmentRows();
    expect(
      (
        await request(ctx.app)
          .post("/api/golf/shipments")
          .send({ ...carton(), name: "X" })
      ).status,
    ).toBe(401);
    expect((await request(ctx.app).patch("/api/golf/shipments/1").send({ name: "X" })).status).toBe(401);
    expect((await request(ctx.app).delete("/api/golf/shipments/1")).status).toBe(401);
    expect((await request(ctx.app).patch(`/api/golf/products/${ids.driver}`).send({ weightKg: 9 })).status).toBe(401);
    expect(await shipmentRows()).toBe(before);
  });

  it("staff save one with its figures, audited; a plan that cannot be worked is refused and not stored", async () => {
    const refused = await staff.post("/api/golf/shipments").send({ ...carton(), name: "Bad", exportDate: "2025-12-31" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.exportDate).toMatch(/^No exchange rate on or before 2025-12-31/);
    const res = await staff
      .post("/api/golf/shipments")
      .send({ ...carton(), name: "  November   carton " })
      .expect(201);
    id = res.body.id;
    expect(res.body).toMatchObject({ name: "November carton", mode: "air", shareBy: "weight" });
    // open to every visitor: no staff login in any answer
    expect(JSON.stringify(res.body)).not.toContain("packer");
    expect(JSON.stringify((await request(ctx.app).get("/api/golf/shipments").expect(200)).body)).not.toContain("packer");
    expect(JSON.stringify((await request(ctx.app).get(`/api/golf/shipments/${id}`).expect(200)).body)).not.toContain("packer");
    expect(res.body.result.totalLandedAUD).toBe(7598.68);
    expect((await request(ctx.app).get("/api/golf/shipments").expect(200)).body.map((row: { id: number }) => row.id)).toContain(id);
    const [audit] = (await auditRows("golf.shipment-save")).filter((row) => row.targetId === String(id));
    expect(audit).toMatchObject({ actorName: "packer", summary: "Saved the shipment November carton" });
  });

  it("PATCH changes any part, and the figures follow; by sea the sea's charge applies", async () => {
    const res = await staff.patch(`/api/golf/shipments/${id}`).send({ mode: "sea", shareBy: "value" }).expect(200);
    expect(res.body).toMatchObject({ name: "November carton", mode: "sea", shareBy: "value" });
    // by value: 7,598.68 by air; by sea the biosecurity charge is A$66, not A$45
    expect(res.body.result).toMatchObject({ biosecurityChargeAUD: 66, totalLandedAUD: 7619.68 });
    expect((await staff.patch(`/api/golf/shipments/${id}`).send({ lines: [] })).status).toBe(400);
    const stored = (await request(ctx.app).get(`/api/golf/shipments/${id}`).expect(200)).body;
    expect(stored.lines).toHaveLength(3);
    expect(stored.result.totalLandedAUD).toBe(7619.68);
    const [audit] = (await auditRows("golf.update")).filter((row) => row.targetType === "golf-shipment");
    expect(audit!.summary).toBe("Changed the shipment November carton: mode, shareBy");
  });

  it("exports its lines and totals as CSV, named by the shipment, formulas neutralised", async () => {
    await staff.patch(`/api/golf/shipments/${id}`).send({ name: "=HYPERLINK(1)" }).expect(200);
    const res = await request(ctx.app).get(`/api/golf/shipments/${id}/export`).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="golf-shipment-_HYPERLINK_1_.csv"');
    const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Shipment)).toEqual(Array(rows.length).fill("'=HYPERLINK(1)"));
    expect(rows.slice(0, 4).map((row) => [row.Line, row["Landed cost (A$)"]])).toEqual([
      // by value and by sea: charges 50 + 66 + 160 = 276 shared 159.57, 57.45, 58.98
      ["Ship Driver", "4364.43"],
      ["Ship Putter", "1571.20"],
      ["Ship Balls (dozen)", "1684.05"],
      ["Total", "7619.68"],
    ]);
    expect(rows.find((row) => row.Line === "Biosecurity charge (sea)")!["Charges and broker fee share (A$)"]).toBe("66.00");
  });

  it("staff delete it, audited; a second delete is 404", async () => {
    await staff.delete(`/api/golf/shipments/${id}`).expect(204);
    expect((await staff.delete(`/api/golf/shipments/${id}`)).status).toBe(404);
    expect((await request(ctx.app).get(`/api/golf/shipments/${id}`)).status).toBe(404);
    const [audit] = (await auditRows("golf.delete")).filter((row) => row.targetType === "golf-shipment");
    expect(audit!.targetId).toBe(String(id));
  });

  it("a product's weight is set by staff on its card, shown in the list and audited; a bad weight is refused", async () => {
    expect((await staff.patch(`/api/golf/products/${ids.driver}`).send({ weightKg: -1 })).body.errors).toEqual({
      weightKg: "Weight must be more than 0 kg",
    });
    const products = (await request(ctx.app).get("/api/golf/products")).body as { id: number; weightKg: number | null }[];
    expect(products.find((product) => product.id === ids.driver)!.weightKg).toBe(0.46);
    const audits = (await auditRows("golf.update")).filter((row) => row.targetType === "golf-product");
    expect(audits.map((row) => row.summary)).toContain("Set the weight of Ship Driver to 0.46 kg");
  });
});

describe("the border charges table", () => {
  const edited = {
    processingCharges: [
      { mode: "air", fromAUD: 1000, amountAUD: 55.2, source: "ABF, from 1 July 2027", effectiveFrom: "2027-07-01" },
      { mode: "air", fromAUD: 10000, amountAUD: 160, source: "ABF, from 1 July 2027", effectiveFrom: "2027-07-01" },
      { mode: "sea", fromAUD: 1000, amountAUD: 55.2, source: "ABF, from 1 July 2027", effectiveFrom: "2027-07-01" },
    ],
    biosecurityCharges: [
      { mode: "air", amountAUD: 47, source: "DAFF 2027-28", effectiveFrom: "2027-07-01" },
      { mode: "sea", amountAUD: 69, source: "DAFF 2027-28", effectiveFrom: "2027-07-01" },
    ],
  };

  it("starts from the charges in force, each with its source and date, and anyone reads it", async () => {
    expect((await request(ctx.app).get("/api/golf/border-charges").expect(200)).body).toEqual(BORDER_CHARGES_IN_FORCE);
  });

  it("is an Owner's to edit (401, 403 for Staff), and a bad table stores nothing", async () => {
    expect((await request(ctx.app).put("/api/golf/border-charges").send(edited)).status).toBe(401);
    expect((await staff.put("/api/golf/border-charges").send(edited)).status).toBe(403);
    const bad = await owner.put("/api/golf/border-charges").send({
      ...edited,
      processingCharges: [...edited.processingCharges, { ...edited.processingCharges[0], amountAUD: -5 }],
      biosecurityCharges: [edited.biosecurityCharges[0]],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "processingCharges.3.amountAUD": "Charge cannot be negative",
      biosecurityCharges: "Give one biosecurity charge for sea",
    });
    expect((await request(ctx.app).get("/api/golf/border-charges")).body).toEqual(BORDER_CHARGES_IN_FORCE);
  });

  it("an edit is what the next calculation uses, audited", async () => {
    const saved = await owner.put("/api/golf/border-charges").send(edited).expect(200);
    expect(saved.body).toEqual(edited);
    const res = await request(ctx.app).post("/api/golf/shipments/calculate").send(carton()).expect(200);
    expect([res.body.processingChargeAUD, res.body.biosecurityChargeAUD]).toEqual([55.2, 47]);
    // 55.20 + 47 + 160 = 262.20 shared instead of 255.00: 7,598.68 + 7.20
    expect(res.body.totalLandedAUD).toBe(7605.88);
    const [audit] = await auditRows("golf.border-charges");
    expect(audit).toMatchObject({ actorName: "owner", summary: "Changed the border charges" });
    expect((audit!.after as typeof edited).biosecurityCharges[1]!.amountAUD).toBe(69);
  });
});
