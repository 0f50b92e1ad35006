import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTING_CHANNEL_FEES } from "@shared/golf/channel-fees";
import { auditLog, golfProducts } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let staff: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext({ golfWriteRateLimit: { limit: 10_000, windowMs: 60_000 } });
  owner = await signedInAgent(ctx, ctx.database, { username: "owner", password: "correct horse battery staple", role: "owner" });
  staff = await signedInAgent(ctx, ctx.database, { username: "seller", password: "correct horse battery staple", role: "staff" });
});
afterAll(() => ctx?.close());

const WORKED = { landedCostCents: 10_000, salePriceCents: 19_900, shippingCostCents: 1_200 };
const margins = async () => (await request(ctx.app).post("/api/golf/channel-margins").send(WORKED).expect(200)).body;

describe("where to sell", () => {
  it("works out the worked example for anyone, each channel's fees line by line with its break-even price", async () => {
    const answer = await margins();
    expect(
      answer.channels.map((channel: { id: string; netCents: number; marginPercent: number }) => [
        channel.id,
        channel.netCents,
        channel.marginPercent,
      ]),
    ).toEqual([
      ["amazon-au", 3_856, 21.3],
      ["ebay-au", 4_430, 24.5],
      ["own-store", 6_523, 36.1],
    ]);
    expect(answer.channels[1]).toMatchObject({
      revenueExGstCents: 18_091,
      fees: [
        { label: "Percentage fee", cents: 2_425 },
        { label: "Per-order fee", cents: 36 },
        { label: "Subscription share", cents: 0 },
      ],
      feesCents: 2_461,
    });
    // own store: the lowest price with a net of at least 0
    expect(answer.channels[2].breakEvenPriceCents).toBeGreaterThan(12_000);
    const refused = await request(ctx.app)
      .post("/api/golf/channel-margins")
      .send({ ...WORKED, salePriceCents: 0, landedCostCents: -5 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["landedCostCents", "salePriceCents"]);
  });

  it("lets anyone read the fee table and only an Owner change it, audited, and a bad table stores nothing", async () => {
    const table = (await request(ctx.app).get("/api/golf/channel-fees").expect(200)).body;
    expect(table).toEqual(STARTING_CHANNEL_FEES);
    await request(ctx.app).put("/api/golf/channel-fees").send(table).expect(401);
    await staff.put("/api/golf/channel-fees").send(table).expect(403);

    const bad = structuredClone(table);
    bad.channels[1].percentBp = -10;
    bad.channels[2].source = "";
    const refused = await owner.put("/api/golf/channel-fees").send(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      "channels.1.percentBp": expect.any(String),
      "channels.2.source": "Say where the fees come from",
    });
    expect((await request(ctx.app).get("/api/golf/channel-fees").expect(200)).body).toEqual(STARTING_CHANNEL_FEES);

    const cheaper = structuredClone(table);
    cheaper.channels[0].percentBp = 800;
    cheaper.channels[0].effectiveFrom = "2026-11-01";
    cheaper.channels[0].source = "Amazon.com.au fee change notice, November 2026";
    await owner.put("/api/golf/channel-fees").send(cheaper).expect(200);
    expect((await request(ctx.app).get("/api/golf/channel-fees").expect(200)).body.channels[0]).toMatchObject({
      percentBp: 800,
      effectiveFrom: "2026-11-01",
    });
    // 8% of 19,900 = 1,592, + 50: net 18,091 - 1,642 - 1,200 - 10,000
    expect((await margins()).channels[0].netCents).toBe(5_249);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "golf.channel-fees"));
    expect(audit!.before).toMatchObject({ channels: [expect.objectContaining({ percentBp: 1500 }), expect.anything(), expect.anything()] });
    expect(audit!.after).toMatchObject({ channels: [expect.objectContaining({ percentBp: 800 }), expect.anything(), expect.anything()] });
    await owner.put("/api/golf/channel-fees").send(table).expect(200);
  });

  it("gives each product the landed cost per unit of the latest saved shipment holding it", async () => {
    const [driver] = await ctx.database.db
      .insert(golfProducts)
      .values({ name: "Channel Driver", brand: "Test", category: "clubs", priceUSD: 300, priceAUD: 749, weightKg: 1 })
      .returning();
    await owner
      .post("/api/golf/import/fx-rates")
      .set("Content-Type", "text/csv")
      .send("date,usdPerAud,source\n2026-11-19,0.65,RBA F11\n")
      .expect(200);
    const plan = (units: number) => ({
      mode: "air",
      exportDate: "2026-11-20",
      freightInsurance: { amount: 100, currency: "AUD" },
      brokerFeeAUD: 0,
      shareBy: "weight",
      lines: [{ productId: driver!.id, origin: "United States", units, fobUSD: 130 }],
    });
    const older = await staff
      .post("/api/golf/shipments")
      .send({ ...plan(2), name: "Older" })
      .expect(201);
    const newer = await staff
      .post("/api/golf/shipments")
      .send({ ...plan(4), name: "Newer" })
      .expect(201);
    const calculated = (await request(ctx.app).post("/api/golf/shipments/calculate").send(plan(4)).expect(200)).body;
    const { costs } = (await request(ctx.app).get("/api/golf/products/landed-costs").expect(200)).body;
    expect(costs).toEqual([
      {
        productId: driver!.id,
        landedCostCents: Math.round(calculated.lines[0].landedPerUnitAUD * 100),
        shipmentId: newer.body.id,
        shipmentName: "Newer",
      },
    ]);
    expect(older.body.id).not.toBe(newer.body.id);
  });
});
