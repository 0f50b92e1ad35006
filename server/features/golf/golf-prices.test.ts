import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { golfPriceObservations, golfProducts } from "@shared/schema";
import { SmtpSink } from "../../test/smtp-sink";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let sink: SmtpSink;
let staff: Awaited<ReturnType<typeof signedInAgent>>;
let productId: number;

const csv = (agent: typeof staff, path: string, body: string) => agent.post(path).set("Content-Type", "text/csv").send(body);

beforeAll(async () => {
  sink = await SmtpSink.start();
  ctx = await createTestContext({
    golfWriteRateLimit: { limit: 10_000, windowMs: 60_000 },
    mail: { smtpUrl: sink.url, from: "Ridgeline <quotes@ridgeline.example>", alertTo: ["office@ridgeline.example"] },
    golfAlertTo: ["seller@golf.example"],
    taskTiming: { pollMs: 50, firstRetryMs: 200, maxGapMs: 400, giveUpAfterMs: 60 * 60_000 },
  });
  staff = await signedInAgent(ctx);
  const [product] = await ctx.database.db
    .insert(golfProducts)
    .values({ name: "History Driver", brand: "Test", category: "Drivers", priceUSD: 1, priceAUD: 1 })
    .returning({ id: golfProducts.id });
  productId = product!.id;
  // two rates: 0.65 from 1 January 2025, 0.60 from 1 February
  expect(
    (await csv(staff, "/api/golf/import/fx-rates", "date,usdPerAud,source\n2025-01-01,0.65,RBA F11\n2025-02-01,0.6,RBA F11\n")).status,
  ).toBe(200);
  await staff
    .post(`/api/golf/products/${productId}/prices`)
    .send({ observedOn: "2025-01-10", market: "US", retailer: "US Golf Shop", price: 400, currency: "USD", inStock: true })
    .expect(201);
  await staff
    .post(`/api/golf/products/${productId}/prices`)
    .send({ observedOn: "2025-01-10", market: "AU", retailer: "AU Pro Shop", price: 700, currency: "AUD", inStock: true })
    .expect(201);
  await staff
    .post(`/api/golf/products/${productId}/prices`)
    .send({ observedOn: "2025-02-10", market: "AU", retailer: "AU Pro Shop", price: 650, currency: "AUD", inStock: false })
    .expect(201);
});
afterAll(async () => {
  await ctx?.close();
  await sink?.down();
});

describe("a product's prices over time", () => {
  it("works each past day's gap and landed margin at that day's rate, to the cent and to 0.1%", async () => {
    const res = await request(ctx.app).get(`/api/golf/products/${productId}/history`).expect(200);
    expect(res.body.rows).toEqual([
      // US$400 at 0.65 = A$615.38; (700 - 615.38) / 615.38 = 13.8%; landed A$615.38 (under A$1,000: nothing at the
      // border), net shelf 700 / 1.1 = 636.36, margin 20.98 = 3.3%
      {
        date: "2025-01-10",
        auPrice: 700,
        usPrice: 400,
        usdPerAud: 0.65,
        rateDate: "2025-01-01",
        usPriceInAud: 615.38,
        gapPercent: 13.8,
        landedCostAud: 615.38,
        landedMarginPercent: 3.3,
      },
      // the US price carried forward, at February's 0.60: A$666.67; (650 - 666.67) / 666.67 = -2.5%; net shelf
      // 590.91, margin -75.76 = -12.8%
      {
        date: "2025-02-10",
        auPrice: 650,
        usPrice: 400,
        usdPerAud: 0.6,
        rateDate: "2025-02-01",
        usPriceInAud: 666.67,
        gapPercent: -2.5,
        landedCostAud: 666.67,
        landedMarginPercent: -12.8,
      },
    ]);
    const february = await request(ctx.app).get(`/api/golf/products/${productId}/history?from=2025-02-01&to=2025-12-31`).expect(200);
    expect(february.body.rows.map((row: { date: string; usPrice: number }) => [row.date, row.usPrice])).toEqual([["2025-02-10", 400]]);
    // the view's terms: ten units with A$300 freight push the consignment over A$1,000 (duty free from the US, GST and the rest)
    const ten = await request(ctx.app).get(`/api/golf/products/${productId}/history?units=10&freightAud=300`).expect(200);
    expect(ten.body.rows[0].landedCostAud).toBeGreaterThan(615.38);
  });

  it("keeps the product's current prices on its latest observations, and lists them for anyone", async () => {
    const [product] = await ctx.database.db.select().from(golfProducts).where(eq(golfProducts.id, productId));
    expect([product!.priceUSD, product!.priceAUD]).toEqual([400, 650]);
    const list = await request(ctx.app).get(`/api/golf/products/${productId}/prices`).expect(200);
    expect(list.body.map((row: { observedOn: string; market: string }) => `${row.observedOn} ${row.market}`)).toEqual([
      "2025-02-10 AU",
      "2025-01-10 AU",
      "2025-01-10 US",
    ]);
    expect((await request(ctx.app).get("/api/golf/fx-rates").expect(200)).body.map((rate: { date: string }) => rate.date)).toEqual([
      "2025-02-01",
      "2025-01-01",
    ]);
    // the exchange-rate setting follows the newest rate
    expect((await request(ctx.app).get("/api/golf/settings")).body.exchangeRate).toMatchObject({ value: 0.6, takenOn: "2025-02-01" });
  });

  it("refuses bad prices and rates with a clear message and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(golfPriceObservations)).length;
    const post = (body: Record<string, unknown>) =>
      staff
        .post(`/api/golf/products/${productId}/prices`)
        .send({ observedOn: "2025-03-01", market: "AU", retailer: "Shop", price: 10, currency: "AUD", ...body });
    expect((await post({ price: -5 })).body.errors.price).toMatch(/more than 0/);
    expect((await post({ price: "lots" })).body.errors.price).toMatch(/number/);
    expect((await post({ currency: "USD" })).body.errors.currency).toMatch(/priced in USD/);
    expect((await post({ observedOn: "2999-01-01" })).body.errors.observedOn).toMatch(/future/);
    expect((await post({ observedOn: "1999-12-31" })).body.errors.observedOn).toMatch(/from 2000/);
    expect(
      (
        await staff
          .post("/api/golf/products/999999/prices")
          .send({ observedOn: "2025-03-01", market: "AU", retailer: "Shop", price: 10, currency: "AUD" })
      ).status,
    ).toBe(404);
    expect((await staff.post("/api/golf/fx-rates").send({ date: "2025-03-01", usdPerAud: 0, source: "x" })).body.errors.usdPerAud).toMatch(
      /more than 0/,
    );
    expect(
      (await staff.post("/api/golf/fx-rates").send({ date: "2025-03-01", usdPerAud: 5.5, source: "x" })).body.errors.usdPerAud,
    ).toMatch(/at most 5/);
    expect(
      (
        await request(ctx.app)
          .post(`/api/golf/products/${productId}/prices`)
          .send({ observedOn: "2025-03-01", market: "AU", retailer: "Shop", price: 10, currency: "AUD" })
      ).status,
    ).toBe(401);
    expect((await ctx.database.db.select().from(golfPriceObservations)).length).toBe(before);
  });

  it("imports observations all or nothing, naming the bad row and field", async () => {
    const before = (await ctx.database.db.select().from(golfPriceObservations)).length;
    const bad = await csv(
      staff,
      "/api/golf/import/prices",
      `productId,observedOn,market,retailer,price,currency,inStock\n${productId},2025-02-20,US,Shop,390,USD,true\n${productId},2025-02-21,AU,Shop,640,USD,yes\n`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ row: 2, field: "currency", message: expect.stringMatching(/priced in USD/) }]);
    const unknown = await csv(
      staff,
      "/api/golf/import/prices",
      "productId,observedOn,market,retailer,price,currency,inStock\n999999,2025-02-20,US,Shop,390,USD,true\n",
    );
    expect(unknown.body.errors).toEqual([{ row: 1, field: "productId", message: "No product has this id" }]);
    const badRates = await csv(
      staff,
      "/api/golf/import/fx-rates",
      "date,usdPerAud,source\n2025-03-01,0.61,RBA\n2025-03-02,0,RBA\n2999-01-01,0.6,RBA\n",
    );
    expect(badRates.body.errors.map((e: { row: number; field: string }) => `${e.row} ${e.field}`)).toEqual(["2 usdPerAud", "3 date"]);
    expect((await ctx.database.db.select().from(golfPriceObservations)).length).toBe(before);
    expect((await request(ctx.app).get("/api/golf/fx-rates")).body).toHaveLength(2);
  });
});

describe("watches", () => {
  const alerts = async () =>
    (await request(ctx.app).get("/api/golf/alerts").expect(200)).body as {
      id: number;
      message: string;
      figures: Record<string, unknown>;
    }[];
  const au = (day: string, price: number) =>
    staff
      .post(`/api/golf/products/${productId}/prices`)
      .send({ observedOn: day, market: "AU", retailer: "AU Pro Shop", price, currency: "AUD" })
      .expect(201);

  it("alert once when a rule turns true, not again while it stays true, and again after it turned false", async () => {
    const watch = await staff.post("/api/golf/watches").send({ productId, rule: "gap-above", threshold: 10 }).expect(201);
    expect(watch.body.holds).toBe(false); // today: A$650 against A$666.67 is -2.5%
    await au("2025-03-01", 800); // (800 - 666.67) / 666.67 = 20.0%
    let open = await alerts();
    expect(open).toHaveLength(1);
    expect(open[0]!.message).toBe("History Driver: gap at today's rate 20% is above 10%");
    expect(open[0]!.figures).toMatchObject({ auPrice: 800, usPriceInAud: 666.67, usdPerAud: 0.6, rateDate: "2025-02-01" });
    // and by email, through the queue, to the golf alerts' addresses
    await expect.poll(() => sink.received.filter((m) => m.envelopeTo.includes("seller@golf.example")).length, { timeout: 10_000 }).toBe(1);
    const mail = sink.received.find((m) => m.envelopeTo.includes("seller@golf.example"))!;
    expect(mail.mail.subject).toBe("Golf alert: History Driver: gap at today's rate 20% is above 10%");
    expect(mail.mail.text).toContain("Rate of: 2025-02-01");
    await au("2025-03-02", 790); // 18.5%: still true
    expect(await alerts()).toHaveLength(1);
    await au("2025-03-03", 700); // 5.0%: false
    expect(await alerts()).toHaveLength(1);
    await au("2025-03-04", 760); // 14.0%: true again
    open = await alerts();
    expect(open.map((alert) => alert.message)).toEqual([
      "History Driver: gap at today's rate 14% is above 10%",
      "History Driver: gap at today's rate 20% is above 10%",
    ]);
    await staff.post(`/api/golf/alerts/${open[1]!.id}/dismiss`).expect(204);
    expect((await staff.post(`/api/golf/alerts/${open[1]!.id}/dismiss`)).status).toBe(404);
    expect((await alerts()).map((alert) => alert.id)).toEqual([open[0]!.id]);
    await staff.delete(`/api/golf/watches/${watch.body.id}`).expect(204);
  });

  it("a new rate can make a rule true: a rate import that lifts the gap raises the alert", async () => {
    const watch = await staff.post("/api/golf/watches").send({ productId, rule: "gap-above", threshold: 30 }).expect(201);
    expect(watch.body.holds).toBe(false); // 760 against 666.67: 14%
    // at 0.50, US$400 is A$800: the gap turns negative; at 0.75 it is A$533.33 and 760 is 42.5% dearer
    const before = (await alerts()).length;
    await csv(staff, "/api/golf/import/fx-rates", "date,usdPerAud,source\n2025-03-10,0.75,RBA F11\n").expect(200);
    const open = await alerts();
    expect(open).toHaveLength(before + 1);
    expect(open[0]!.message).toBe("History Driver: gap at today's rate 42.5% is above 30%");
    const refused = await staff.post("/api/golf/watches").send({ productId, rule: "au-price-below", threshold: 0 });
    expect(refused.body.errors.threshold).toMatch(/more than 0/);
    expect((await staff.post("/api/golf/watches").send({ productId: 999999, rule: "gap-above", threshold: 1 })).status).toBe(404);
  });
});
