import { count } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { competitors, type profitAnalysis, suppliers } from "@shared/schema";
import { seedGolfData } from "../../db/seed";
import { signedInAgent } from "../../test/staff";
import { testContextForFile } from "../../test/test-app";

let staff: Awaited<ReturnType<typeof signedInAgent>>;
const ctx = testContextForFile({}, async (app) => {
  await seedGolfData(app.database);
  staff = await signedInAgent(app);
});

const rows = async (table: typeof suppliers | typeof competitors | typeof profitAnalysis) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;
const FOREIGN = "https://evil.example";
const addSupplier = async (companyName = "Edit Me Golf") =>
  (await request(ctx.app).post("/api/golf/suppliers").send({ companyName, country: "Japan", rating: 4 })).body as { id: number };

const SETTINGS = {
  exchangeRate: { value: 0.6512, source: "Westpac telegraphic transfer rate", takenOn: "2026-11-20" },
  generalDutyRate: { value: 5, source: "Customs Tariff Act 1995, general rate", takenOn: "2026-11-20" },
  importProcessingCharge: { value: 97.6, source: "Quote from our customs broker", takenOn: "2026-11-18" },
};

describe("golf settings", () => {
  it("GET is public and starts from the seeded defaults, each naming itself as entered at setup, and no rate at all", async () => {
    const res = await request(ctx.app).get("/api/golf/settings");
    expect(res.status).toBe(200);
    // the setup's example rate is never a rate: with an empty rate history there is none
    expect(res.body.exchangeRate).toBeNull();
    expect(res.body.generalDutyRate.value).toBe(5);
    expect(res.body.importProcessingCharge.source).toMatch(/not yet entered by the seller/i);
  });

  it("PUT needs a staff session (401) from the same origin (403)", async () => {
    expect((await request(ctx.app).put("/api/golf/settings").send(SETTINGS)).status).toBe(401);
    expect((await staff.put("/api/golf/settings").set("Origin", FOREIGN).send(SETTINGS)).status).toBe(403);
    expect((await request(ctx.app).get("/api/golf/settings")).body.exchangeRate).toBeNull();
  });

  it("PUT validates every value, source and date and stores nothing on failure", async () => {
    const bad = { ...SETTINGS, exchangeRate: { value: 0, source: " ", takenOn: "20/11/2026" } };
    const res = await staff.put("/api/golf/settings").send(bad);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "exchangeRate.value": "Exchange rate must be above 0",
      "exchangeRate.source": "Source is required",
      "exchangeRate.takenOn": "Please enter a date as YYYY-MM-DD",
    });
    expect((await request(ctx.app).get("/api/golf/settings")).body.exchangeRate).toBeNull();
  });

  it("staff store the rate with its date and source, and everyone reads it back", async () => {
    const res = await staff.put("/api/golf/settings").send(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SETTINGS);
    expect((await request(ctx.app).get("/api/golf/settings")).body).toEqual(SETTINGS);
  });
});

describe.each(["suppliers", "competitors", "profit-analysis"])("PATCH and DELETE /api/golf/%s/:id", (list) => {
  it("need a staff session (401) and a same-origin request (403), and change nothing", async () => {
    const [first] = (await request(ctx.app).get(`/api/golf/${list}`)).body as { id: number }[];
    const before = (await request(ctx.app).get(`/api/golf/${list}`)).body;
    expect((await request(ctx.app).patch(`/api/golf/${list}/${first!.id}`).send({ notes: "x" })).status).toBe(401);
    expect((await request(ctx.app).delete(`/api/golf/${list}/${first!.id}`)).status).toBe(401);
    expect((await staff.patch(`/api/golf/${list}/${first!.id}`).set("Origin", FOREIGN).send({ notes: "x" })).status).toBe(403);
    expect((await staff.delete(`/api/golf/${list}/${first!.id}`).set("Origin", FOREIGN)).status).toBe(403);
    expect((await request(ctx.app).get(`/api/golf/${list}`)).body).toEqual(before);
  });

  it("answer 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await staff.patch(`/api/golf/${list}/999999`).send({ notes: "x" })).status).toBe(404);
    expect((await staff.delete(`/api/golf/${list}/999999`)).status).toBe(404);
    expect((await staff.patch(`/api/golf/${list}/abc`).send({ notes: "x" })).status).toBe(400);
  });
});

describe("staff edits", () => {
  it("PATCH changes only the fields sent, validated by the add's schema", async () => {
    const { id } = await addSupplier();
    const res = await staff.patch(`/api/golf/suppliers/${id}`).send({ companyName: "Edited Golf Co", rating: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, companyName: "Edited Golf Co", country: "Japan", rating: 2 });

    const bad = await staff.patch(`/api/golf/suppliers/${id}`).send({ companyName: "", rating: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ companyName: "Company name is required", rating: "Rating must be between 1 and 5" });
    const stored = (await request(ctx.app).get("/api/golf/suppliers")).body.find((s: { id: number }) => s.id === id);
    expect(stored).toMatchObject({ companyName: "Edited Golf Co", rating: 2 });
  });

  it("a competitor edit keeps the other fields", async () => {
    const created = await request(ctx.app)
      .post("/api/golf/competitors")
      .send({ companyName: "Rival Golf", country: "Australia", marketShare: 3 });
    const res = await staff.patch(`/api/golf/competitors/${created.body.id}`).send({ marketSegment: "premium" });
    expect(res.body).toMatchObject({ companyName: "Rival Golf", marketShare: 3, marketSegment: "premium" });
  });

  it("a profit analysis edit recalculates the stored margins from the new prices", async () => {
    const created = await request(ctx.app).post("/api/golf/profit-analysis").send({
      productCategory: "Golf Clubs",
      averageUSPrice: 300,
      averageAUPrice: 450,
      suggestedRetailPrice: 200,
      costOfGoods: 80,
      shippingCost: 20,
      marketingCost: 10,
    });
    expect(created.body).toMatchObject({ grossMargin: 60, netMargin: 45, breakEvenUnits: 12 });
    const res = await staff.patch(`/api/golf/profit-analysis/${created.body.id}`).send({ costOfGoods: 100, grossMargin: 99 });
    expect(res.status).toBe(200);
    // (200 - 100) / 200 = 50 %; (200 - 130) / 200 = 35 %; 1000 / 70 = 14.3 -> 15
    expect(res.body).toMatchObject({ costOfGoods: 100, grossMargin: 50, netMargin: 35, breakEvenUnits: 15 });
    const notes = await staff.patch(`/api/golf/profit-analysis/${created.body.id}`).send({ notes: "Checked", netMargin: 99 });
    expect(notes.body).toMatchObject({ notes: "Checked", netMargin: 35 });
  });

  it("DELETE removes the row (204), and a second DELETE is 404", async () => {
    const { id } = await addSupplier("Delete Me Golf");
    const before = await rows(suppliers);
    expect((await staff.delete(`/api/golf/suppliers/${id}`)).status).toBe(204);
    expect(await rows(suppliers)).toBe(before - 1);
    expect((await staff.delete(`/api/golf/suppliers/${id}`)).status).toBe(404);
  });

  it("the anonymous add keeps working as the specification has it", async () => {
    const res = await request(ctx.app).post("/api/golf/competitors").send({ companyName: "Anonymous Add", country: "USA" });
    expect(res.status).toBe(201);
  });
});

const csvOf = (res: request.Response) => parse(res.text, { columns: true, bom: true }) as Record<string, string>[];

describe("CSV export", () => {
  it.each(["products", "suppliers", "competitors", "profit-analysis"])(
    "GET /api/golf/export/%s is a CSV download with a header row",
    async (list) => {
      const res = await request(ctx.app).get(`/api/golf/export/${list}`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="golf-${list}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      const listed = (await request(ctx.app).get(`/api/golf/${list}`)).body;
      expect(csvOf(res)).toHaveLength(listed.length);
      expect(res.text.split("\r\n")[0]).toMatch(/^\uFEFFid,/);
    },
  );

  it("neutralises text that a spreadsheet would run as a formula", async () => {
    await request(ctx.app)
      .post("/api/golf/suppliers")
      .send({ companyName: '=HYPERLINK("http://evil")', country: "@SUM(A1)", notes: "-2+3" });
    const rows = csvOf(await request(ctx.app).get("/api/golf/export/suppliers"));
    const row = rows.find((r) => r.companyName!.includes("HYPERLINK"))!;
    expect(row).toMatchObject({ companyName: '\'=HYPERLINK("http://evil")', country: "'@SUM(A1)", notes: "'-2+3" });
  });
});

const importCsv = (agent: request.Agent | ReturnType<typeof request>, list: string, body: string) =>
  (agent as request.Agent).post(`/api/golf/import/${list}`).set("Content-Type", "text/csv").send(body);

describe("CSV import", () => {
  const GOOD = 'companyName,country,rating,minimumOrder,notes\r\nImported One,Japan,4,10,\r\nImported Two,USA,,,"Quoted, with comma"\r\n';

  it("needs a staff session (401) from the same origin (403)", async () => {
    const before = await rows(suppliers);
    expect((await importCsv(request(ctx.app), "suppliers", GOOD)).status).toBe(401);
    expect((await importCsv(staff, "suppliers", GOOD).set("Origin", FOREIGN)).status).toBe(403);
    expect(await rows(suppliers)).toBe(before);
  });

  it("takes text/csv only on the import routes", async () => {
    const json = await staff.post("/api/golf/import/suppliers").send({ companyName: "X", country: "Y" });
    expect(json.status).toBe(415);
    const csvElsewhere = await staff.post("/api/golf/suppliers").set("Content-Type", "text/csv").send(GOOD);
    expect(csvElsewhere.status).toBe(415);
  });

  it("imports every row and answers with the count", async () => {
    const before = await rows(suppliers);
    const res = await importCsv(staff, "suppliers", GOOD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2 });
    expect(await rows(suppliers)).toBe(before + 2);
    const listed = (await request(ctx.app).get("/api/golf/suppliers")).body as Record<string, unknown>[];
    expect(listed.find((s) => s.companyName === "Imported One")).toMatchObject({
      country: "Japan",
      rating: 4,
      minimumOrder: 10,
      notes: null,
    });
    expect(listed.find((s) => s.companyName === "Imported Two")).toMatchObject({ rating: null, notes: "Quoted, with comma" });
  });

  it("stores nothing when any row is bad, and names each bad row and field (row 1 = first data row)", async () => {
    const before = await rows(competitors);
    const body = [
      "companyName,country,marketSegment,marketShare,website",
      "Good Rival,Australia,premium,2.5,https://rival.example",
      ",Australia,premium,2,",
      "Third,USA,luxury,abc,javascript:alert(1)",
    ].join("\n");
    const res = await importCsv(staff, "competitors", body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { row: 2, field: "companyName", message: "Company name is required" },
      { row: 3, field: "marketSegment", message: "Please choose a market segment" },
      { row: 3, field: "marketShare", message: "Must be a number" },
      { row: 3, field: "website", message: "Please enter a full web address (https://...)" },
    ]);
    expect(await rows(competitors)).toBe(before);
  });

  it("refuses unknown columns, broken CSV and an empty file", async () => {
    const unknown = await importCsv(staff, "suppliers", "companyName,country,colour\nA,B,red\n");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ row: 0, field: "colour", message: "Unknown column" }]);
    const broken = await importCsv(staff, "suppliers", 'companyName,country\nA,B\n"C,D\n');
    expect(broken.status).toBe(422);
    expect(broken.body.errors[0]).toMatchObject({ row: 2, field: "file" });
    const empty = await importCsv(staff, "suppliers", "companyName,country\n");
    expect(empty.body.errors).toEqual([{ row: 0, field: "file", message: "The file has no data rows" }]);
  });

  it("round-trips an export: the same suppliers come back, formula guards taken off again", async () => {
    const exported = await request(ctx.app).get("/api/golf/export/suppliers");
    const before = (await request(ctx.app).get("/api/golf/suppliers")).body as Record<string, unknown>[];
    const res = await importCsv(staff, "suppliers", exported.text);
    expect(res.body).toEqual({ imported: before.length });
    const after = (await request(ctx.app).get("/api/golf/suppliers")).body as Record<string, unknown>[];
    const strip = ({ id: _id, createdAt: _c, ...rest }: Record<string, unknown>) => rest;
    const sortKey = (r: Record<string, unknown>) => JSON.stringify(strip(r));
    const imported = after
      .filter((r) => !before.some((b) => b.id === r.id))
      .map(sortKey)
      .sort();
    expect(imported).toEqual(before.map(sortKey).sort());
  });

  it("offers a template with the importable header only", async () => {
    const res = await request(ctx.app).get("/api/golf/import/competitors/template");
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="golf-competitors-template.csv"');
    expect(res.text).toBe(
      "\uFEFFcompanyName,website,country,marketSegment,specialization,estimatedRevenue,marketShare,strengths,weaknesses,pricingStrategy,distributionChannels\r\n",
    );
  });
});

describe("deleting several records at once", () => {
  const bulkDelete = (agent: typeof staff | ReturnType<typeof request>, list: string, body: unknown, origin?: string) => {
    const post = (agent as typeof staff).post(`/api/golf/${list}/bulk-delete`);
    return (origin ? post.set("Origin", origin) : post).send(body as object);
  };

  it("deletes exactly the chosen records for staff and says how many", async () => {
    const [a, b, keep] = [await addSupplier("Bulk A"), await addSupplier("Bulk B"), await addSupplier("Bulk Keep")];
    const res = await bulkDelete(staff, "suppliers", { ids: [a.id, b.id, 99_999_999] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 2 });
    const names = ((await request(ctx.app).get("/api/golf/suppliers")).body as { companyName: string }[]).map((s) => s.companyName);
    expect(names).toContain("Bulk Keep");
    expect(names).not.toContain("Bulk A");
    expect(names).not.toContain("Bulk B");
    await staff.delete(`/api/golf/suppliers/${keep.id}`);
  });

  it("needs a staff session from the same origin, and refuses a list of ids that is empty, too long or not ids", async () => {
    const target = await addSupplier("Bulk Target");
    expect((await bulkDelete(request(ctx.app), "suppliers", { ids: [target.id] })).status).toBe(401);
    expect((await bulkDelete(staff, "suppliers", { ids: [target.id] }, FOREIGN)).status).toBe(403);
    const refused = [
      [{ ids: [] }, "Choose at least one record to delete"],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, "Delete at most 500 records at once"],
      [{ ids: ["1; drop table suppliers"] }, "Choose the records to delete"],
      [{}, "Choose the records to delete"],
    ] as const;
    for (const [body, message] of refused) {
      const res = await bulkDelete(staff, "suppliers", body);
      expect(res.status).toBe(400);
      expect(Object.values(res.body.errors)).toContain(message);
    }
    const names = ((await request(ctx.app).get("/api/golf/suppliers")).body as { companyName: string }[]).map((s) => s.companyName);
    expect(names).toContain("Bulk Target");
  });

  it("works on competitors and profit analyses too", async () => {
    const competitor = (await request(ctx.app).post("/api/golf/competitors").send({ companyName: "Bulk Rival", country: "Australia" }))
      .body;
    expect((await bulkDelete(staff, "competitors", { ids: [competitor.id] })).body).toEqual({ deleted: 1 });
    expect((await bulkDelete(staff, "profit-analysis", { ids: [99_999_998] })).body).toEqual({ deleted: 0 });
  });
});

describe("public lists and exports are capped", () => {
  it("answers the newest 500 suppliers with the total in X-Total-Count, and exports at most 5,000", async () => {
    const { pool } = ctx.database;
    await pool.query("delete from suppliers");
    await pool.query(
      "insert into suppliers (company_name, country, created_at) select 'Flood ' || n, 'Nowhere', now() - n * interval '1 second' from generate_series(1, 5010) as n",
    );
    const list = await request(ctx.app).get("/api/golf/suppliers");
    expect(list.status).toBe(200);
    expect(list.headers["x-total-count"]).toBe("5010");
    const names = (list.body as { companyName: string }[]).map((s) => s.companyName);
    expect(names).toHaveLength(500);
    expect(names[0]).toBe("Flood 1");
    expect(names.at(-1)).toBe("Flood 500");
    const exported = parse((await request(ctx.app).get("/api/golf/export/suppliers")).text.replace(/^\uFEFF/, ""), {
      columns: true,
    }) as unknown[];
    expect(exported).toHaveLength(5000);
    await pool.query("delete from suppliers");
  });
});
