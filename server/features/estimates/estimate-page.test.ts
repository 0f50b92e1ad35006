import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { estimateJob } from "@shared/estimates/estimate";
import { estimateRangeText } from "@shared/estimates/estimate-lead";
import { STARTING_PRICE_TABLE } from "@shared/estimates/price-table";
import { leadEstimates, leads } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import type { SmtpSink } from "../../test/smtp-sink";
import { decodeHtml } from "../../test/html";
import type { TestContext } from "../../test/test-app";

/** /estimate without JavaScript: the page's own forms post back to it, and the page answers with the range. */

let ctx: TestContext, owner: StaffAgent, sink: SmtpSink;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff: owner, sink } = app));

/** The page's text, as a visitor reads it. */
const textOf = (html: string) => decodeHtml(html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

const wall = { intent: "estimate", job: "wall", material: "concrete-sleeper", lengthM: "12.5", heightM: "1.2", loadAbove: "none" };
const wallYesNo = { nearBuilding: "false", removeOld: "false", excavatorAccess: "true" };
const fence = {
  intent: "estimate",
  job: "fence",
  type: "colorbond",
  heightM: "1.8",
  lengthM: "20",
  singleGates: "1",
  doubleGates: "0",
  dividing: "true",
  removeOld: "false",
  onWallHeightM: "0",
};
const contact = { name: "Nora Noscript", phone: "0412 345 678", email: "nora.noscript@example.com", suburb: "Chermside" };

const post = (fields: Record<string, string>) => request(ctx.app).post("/estimate").type("form").send(fields);

describe("GET /estimate", () => {
  it("renders both jobs' forms posting back to the page, and carries the current price table in the page's data", async () => {
    const res = await request(ctx.app).get("/estimate").expect(200);
    const html = res.text;
    expect(textOf(html)).toContain("Instant Estimate");
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.filter((form) => form.includes('method="post"') && form.includes('action="/estimate#estimate-result"'))).toHaveLength(2);
    for (const id of ["wall-length", "wall-height", "fence-length", "fence-height"]) expect(html).toContain(`<label for="${id}"`);
    const data = /<script type="application\/json" id="initial-queries">([^<]*)<\/script>/.exec(html)?.[1] ?? "[]";
    const prices = (JSON.parse(data) as [string[], unknown][]).find(([key]) => key[0] === "estimate-prices")?.[1];
    expect(prices).toEqual({ version: expect.any(Number), table: expect.any(Object) });
  });

  it("shows a saved price table at once: the page is cached per version of the table", async () => {
    const before = await request(ctx.app).get("/estimate");
    const table = structuredClone(STARTING_PRICE_TABLE);
    table.walls["timber-sleeper"] = { low: 31_100, high: 42_200 };
    await owner.put("/api/pricing").send(table).expect(200);
    const after = await request(ctx.app).get("/estimate");
    expect(after.text).toContain('"timber-sleeper":{"low":31100,"high":42200}');
    expect(before.text).not.toContain('"timber-sleeper":{"low":31100,"high":42200}');
  });
});

describe("POST /estimate, the page without JavaScript", () => {
  it("answers with the range from the business's table, Queensland's rule, and the lines; never stored by a cache", async () => {
    const { table } = (await request(ctx.app).get("/api/estimates/prices").expect(200)).body;
    const res = await post({ ...wall, ...wallYesNo });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const expected = estimateJob(
      {
        job: "wall",
        material: "concrete-sleeper",
        lengthCm: 1250,
        heightCm: 120,
        loadAbove: "none",
        nearBuilding: false,
        removeOld: false,
        excavatorAccess: true,
      },
      table,
    );
    const text = textOf(res.text);
    expect(text).toContain(`About ${estimateRangeText(expected)}`);
    expect(text).toContain("needs an engineer's design and building approval in Queensland because it is over 1.0 m high");
    expect(text).toContain("Concrete sleeper wall, 12.5 m long x 1.2 m high");
    // the answers stay in the form, and the fence's form is the one to show when the fence was posted
    expect(res.text).toMatch(/id="wall-length"[^>]*value="12.5"|value="12.5"[^>]*id="wall-length"/);
  });

  it("names a dividing fence's half and links the neighbour's letter with the fence's fields", async () => {
    const res = await post(fence);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain("Your likely share: half");
    const href = decodeHtml(/href="(\/estimate\/neighbour-letter\.pdf\?[^"]+)"/.exec(res.text)?.[1] ?? "");
    expect(new URLSearchParams(href.split("?")[1]).get("dividing")).toBe("true");
    expect((await request(ctx.app).get(href)).headers["content-type"]).toBe("application/pdf");
    expect(res.text).toMatch(/id="estimate-job-fence"[^>]*checked=""|checked=""[^>]*id="estimate-job-fence"/);
  });

  it("says what is wrong in words (400) for a length below its minimum, and gives no range", async () => {
    const res = await post({ ...wall, ...wallYesNo, lengthM: "0.5" });
    expect(res.status).toBe(400);
    const text = textOf(res.text);
    expect(text).toContain("The length is at least 1 m");
    expect(text).not.toMatch(/About \$/);
  });

  it("answers a wall over 3.0 m with the call, not a range", async () => {
    const res = await post({ ...wall, ...wallYesNo, heightM: "3.2" });
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain("call us, we design these case by case");
    expect(res.text).toContain('href="tel:');
    expect(text).not.toMatch(/About \$/);
  });

  it("sends the estimate: a lead with its estimate, the page showing the reference and the booking link, the receipt the range", async () => {
    const res = await post({ ...wall, ...wallYesNo, ...contact, intent: "send" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const reference = /RW-[A-Z0-9]{6}/.exec(textOf(res.text))?.[0];
    expect(reference).toBeDefined();
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.reference, reference!));
    expect(lead).toMatchObject({ name: "Nora Noscript", location: "Chermside", service: "Concrete Sleeper Retaining Wall" });
    const [stored] = await ctx.database.db.select().from(leadEstimates).where(eq(leadEstimates.leadId, lead!.id));
    expect(stored!.job).toMatchObject({ job: "wall", lengthCm: 1250, heightCm: 120 });
    const booking = /href="(http[^"]*\/book\/[^"]+)"/.exec(res.text)?.[1];
    expect(booking).toBeDefined();
    const receipt = await sink.mailTo(contact.email, "We have your quote request");
    expect(receipt.mail.text).toContain(`Your instant estimate: ${estimateRangeText(stored!.estimate)}.`);
    expect(receipt.mail.text).toContain(new URL(decodeHtml(booking!)).pathname);
  });

  it("asks for the contact details with the quote form's messages, keeps what was typed, and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(leadEstimates)).length;
    const res = await post({ ...fence, ...contact, email: "not an address", intent: "send" });
    expect(res.status).toBe(400);
    expect(textOf(res.text)).toContain("Please enter a valid email address");
    expect(res.text).toContain('value="Nora Noscript"');
    expect((await ctx.database.db.select().from(leadEstimates)).length).toBe(before);
  });

  it("says when the suburb is outside the area served", async () => {
    const res = await post({ ...fence, ...contact, suburb: "Toowoomba", email: "x@", intent: "send" });
    expect(textOf(res.text)).toContain("outside the area we usually serve");
  });

  it("refuses a post from another site (403)", async () => {
    const res = await post({ ...wall, ...wallYesNo }).set("Origin", "https://elsewhere.example");
    expect(res.status).toBe(403);
  });
});
