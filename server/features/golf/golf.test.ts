import { count } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import * as sample from "@shared/golf/sample-data";
import { competitors, profitAnalysis, suppliers } from "@shared/schema";
import { seedGolfData } from "../../db/seed";
import { testContextForFile } from "../../test/test-app";

const ctx = testContextForFile({}, (app) => seedGolfData(app.database));

const rows = async (table: typeof suppliers | typeof competitors | typeof profitAnalysis) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

describe("golf reads", () => {
  it.each([
    ["products", sample.sampleGolfProducts.length],
    ["market-data", sample.sampleMarketData.length],
    ["brands", sample.sampleGolfBrands.length],
    ["price-comparisons", sample.samplePriceComparisons.length],
    ["customer-insights", sample.sampleCustomerInsights.length],
    ["suppliers", sample.sampleSuppliers.length],
    ["competitors", sample.sampleCompetitors.length],
    ["profit-analysis", sample.sampleProfitAnalyses.length],
  ])("GET /api/golf/%s lists the seeded rows", async (path, expected) => {
    const res = await request(ctx.app).get(`/api/golf/${path}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(expected);
  });

  it("returns prices as numbers and the fields the screens read", async () => {
    const [product] = (await request(ctx.app).get("/api/golf/products")).body;
    expect(product).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        category: expect.any(String),
        priceUSD: expect.any(Number),
        priceAUD: expect.any(Number),
        inStock: expect.any(Boolean),
        stockQuantity: expect.any(Number),
      }),
    );
    const [brand] = (await request(ctx.app).get("/api/golf/brands")).body;
    expect(brand.australianPresence).toEqual(expect.any(Boolean));
  });

  it("seeding again changes nothing", async () => {
    expect(await seedGolfData(ctx.database)).toEqual([]);
    expect((await request(ctx.app).get("/api/golf/products")).body).toHaveLength(sample.sampleGolfProducts.length);
  });
});

describe("POST /api/golf/suppliers", () => {
  it("stores a supplier and lists it first", async () => {
    const res = await request(ctx.app).post("/api/golf/suppliers").send({
      companyName: "Pacific Golf Supply",
      country: "Taiwan",
      contactEmail: "sales@pgs.example",
      minimumOrder: 1,
      rating: 5,
      specialization: "clubs",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ companyName: "Pacific Golf Supply", rating: 5, minimumOrder: 1 });
    expect((await request(ctx.app).get("/api/golf/suppliers")).body[0].companyName).toBe("Pacific Golf Supply");
  });

  it.each([
    [{ companyName: "" }, "companyName"],
    [{ country: "" }, "country"],
    [{ contactEmail: "not-an-email" }, "contactEmail"],
    [{ rating: 6 }, "rating"],
    [{ rating: 0 }, "rating"],
    [{ minimumOrder: -1 }, "minimumOrder"],
    [{ specialization: "balls" }, "specialization"],
    [{ website: "javascript:alert(1)" }, "website"],
  ])("rejects %j and stores nothing", async (change, field) => {
    const before = await rows(suppliers);
    const res = await request(ctx.app)
      .post("/api/golf/suppliers")
      .send({ companyName: "X Co", country: "USA", ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect(await rows(suppliers)).toBe(before);
  });

  it("names the required fields in its messages", async () => {
    const res = await request(ctx.app).post("/api/golf/suppliers").send({});
    expect(res.body.errors.companyName).toMatch(/Company name/);
    expect(res.body.errors.country).toMatch(/Country/);
  });
});

describe("POST /api/golf/competitors", () => {
  it("stores a competitor with its revenue and share", async () => {
    const res = await request(ctx.app).post("/api/golf/competitors").send({
      companyName: "Fairway Direct",
      country: "Australia",
      marketSegment: "premium",
      estimatedRevenue: 2_500_000,
      marketShare: 3.5,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ estimatedRevenue: 2_500_000, marketShare: 3.5, marketSegment: "premium" });
  });

  it("accepts revenues in the billions", async () => {
    const res = await request(ctx.app)
      .post("/api/golf/competitors")
      .send({ companyName: "Big Box Golf", country: "USA", estimatedRevenue: 13_500_000_000 });
    expect(res.status).toBe(201);
    expect(res.body.estimatedRevenue).toBe(13_500_000_000);
  });

  it("rejects an unknown segment and a share over 100, storing nothing", async () => {
    const before = await rows(competitors);
    const segment = await request(ctx.app).post("/api/golf/competitors").send({ companyName: "A", country: "B", marketSegment: "luxury" });
    const share = await request(ctx.app).post("/api/golf/competitors").send({ companyName: "A", country: "B", marketShare: 120 });
    expect([segment.status, share.status]).toEqual([400, 400]);
    expect(await rows(competitors)).toBe(before);
  });
});

describe("POST /api/golf/profit-analysis", () => {
  const analysis = {
    productCategory: "Golf Shoes",
    averageUSPrice: 150,
    averageAUPrice: 229,
    suggestedRetailPrice: 200,
    costOfGoods: 100,
    shippingCost: 10,
    marketingCost: 10,
    notes: "FootJoy range",
  };

  it("stores the server's own margins and break-even, whatever the client claims", async () => {
    const res = await request(ctx.app)
      .post("/api/golf/profit-analysis")
      .send({ ...analysis, grossMargin: 99, netMargin: 99, breakEvenUnits: 1 });
    expect(res.status).toBe(201);
    // gross (200-100)/200 = 50%; net (200-120)/200 = 40%; break-even ceil(1000/80) = 13
    expect(res.body).toMatchObject({ grossMargin: 50, netMargin: 40, breakEvenUnits: 13 });
  });

  it("stores no break-even when every sale loses money", async () => {
    const res = await request(ctx.app)
      .post("/api/golf/profit-analysis")
      .send({ ...analysis, costOfGoods: 250 });
    expect(res.status).toBe(201);
    expect(res.body.netMargin).toBeLessThan(0);
    expect(res.body.breakEvenUnits).toBeNull();
  });

  it("stores extreme but valid figures: costs far above a tiny price", async () => {
    const res = await request(ctx.app)
      .post("/api/golf/profit-analysis")
      .send({
        ...analysis,
        suggestedRetailPrice: 0.01,
        costOfGoods: 1_000_000_000,
        shippingCost: 1_000_000_000,
        marketingCost: 1_000_000_000,
      });
    expect(res.status).toBe(201);
    expect(res.body.netMargin).toBe(-29_999_999_999_900);
    expect(res.body.breakEvenUnits).toBeNull();
  });

  it("rejects money with more than 2 decimal places", async () => {
    const res = await request(ctx.app)
      .post("/api/golf/profit-analysis")
      .send({ ...analysis, suggestedRetailPrice: 0.001 });
    expect(res.status).toBe(400);
    expect(res.body.errors.suggestedRetailPrice).toMatch(/2 decimal places/);
  });

  it("rejects a retail price of 0, an unknown category and negative costs", async () => {
    const before = await rows(profitAnalysis);
    for (const change of [{ suggestedRetailPrice: 0 }, { productCategory: "Golf Carts" }, { shippingCost: -5 }, { costOfGoods: "abc" }]) {
      const res = await request(ctx.app)
        .post("/api/golf/profit-analysis")
        .send({ ...analysis, ...change });
      expect(res.status).toBe(400);
    }
    expect(await rows(profitAnalysis)).toBe(before);
  });
});
