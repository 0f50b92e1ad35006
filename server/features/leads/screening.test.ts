import request from "supertest";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { beforeEach, describe, expect, it } from "vitest";
import { EMPTY_ATTRIBUTION } from "@shared/attribution";
import { leads, reviews } from "@shared/schema";
import { adEnquiryBody, HUMAN_SIGNALS, quoteRequestBody } from "../../test/lead-bodies";
import { type TestContext } from "../../test/test-app";

const quote = quoteRequestBody({ service: "Concrete Sleeper Retaining Wall", location: "Chermside QLD 4032" });
const enquiry = adEnquiryBody({ name: "Sam Lee", message: "A 15 m wall and a side fence in Buderim" });
const review = { name: "Pat Kim", location: "Noosa Heads", rating: 5, reviewText: "Great wall, tidy crew.", service: "", ...HUMAN_SIGNALS };
const campaign = {
  gclid: "TeSt_123-abc",
  gbraid: null,
  wbraid: null,
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "walls",
  utmTerm: "retaining walls brisbane",
  utmContent: "ad-1",
  landingPage: "/GA-Enquiry?gclid=TeSt_123-abc&utm_source=google",
  referrer: "https://www.google.com/",
};

let ctx: TestContext, staff: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff } = app));
beforeEach(async () => {
  await ctx.database.db.delete(leads);
  await ctx.database.db.delete(reviews);
});

const staffList = async (path: string) => (await staff.get(path)).body as Record<string, unknown>[];

describe("attribution", () => {
  it.each([
    ["/api/contact", "/api/contact", quote],
    ["/api/ga-enquiry", "/api/ga-leads", enquiry],
  ])("%s stores it and the staff list returns it under attribution", async (post, list, body) => {
    const res = await request(ctx.app)
      .post(post)
      .send({ ...body, attribution: campaign });
    expect(res.status).toBe(201);
    const [lead] = await staffList(list);
    expect(lead!.attribution).toEqual(campaign);
  });

  it.each([
    ["/api/contact", "/api/contact", quote],
    ["/api/ga-enquiry", "/api/ga-leads", enquiry],
  ])("%s without attribution stores every key as null", async (post, list, body) => {
    expect((await request(ctx.app).post(post).send(body)).status).toBe(201);
    const [lead] = await staffList(list);
    expect(lead!.attribution).toEqual(EMPTY_ATTRIBUTION);
  });

  it("caps over-long values and cleans odd ones instead of refusing the lead", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .send({
        ...quote,
        attribution: {
          gclid: `${"a".repeat(300)}<script>`,
          gbraid: { $gt: "" },
          wbraid: 12345,
          utmSource: "goo\u0000gle\u202e\ud800",
          utmMedium: "   ",
          utmCampaign: "x".repeat(5000),
          utmTerm: "walls\nbrisbane\t north",
          utmContent: ["a"],
          landingPage: "https://evil.example/phish",
          referrer: "javascript:alert(1)",
          unknownKey: "dropped",
        },
      });
    expect(res.status).toBe(201);
    const [lead] = await staffList("/api/contact");
    expect(lead!.attribution).toEqual({
      gclid: "a".repeat(200),
      gbraid: null,
      wbraid: null,
      utmSource: "google",
      utmMedium: null,
      utmCampaign: "x".repeat(200),
      utmTerm: "walls brisbane north",
      utmContent: null,
      landingPage: null,
      referrer: null,
    });
  });

  it("keeps only the origin and path of the referrer, and answers 201 for attribution of the wrong type", async () => {
    await request(ctx.app)
      .post("/api/ga-enquiry")
      .send({ ...enquiry, attribution: { referrer: "https://search.example/results?q=jane%40example.com" } });
    expect(
      (
        await request(ctx.app)
          .post("/api/ga-enquiry")
          .send({ ...enquiry, attribution: "utm_source=x" })
      ).status,
    ).toBe(201);
    expect(
      (
        await request(ctx.app)
          .post("/api/ga-enquiry")
          .send({ ...enquiry, attribution: null })
      ).status,
    ).toBe(201);
    const leads = await staffList("/api/ga-leads");
    expect(leads.map((l) => (l.attribution as { referrer: string | null }).referrer).sort()).toEqual([
      "https://search.example/results",
      null,
      null,
    ]);
  });
});

describe("spam", () => {
  const caught = [
    ["the hidden field is filled in", { website: "http://spam.example" }, "Hidden field filled in"],
    ["it is sent under 3 seconds after the form was shown", { fillTimeMs: 800 }, "Sent 0.8 s after the form was shown"],
  ] as const;

  it.each(caught)("flags a quote request when %s, stores it and answers like success", async (_, signals, reason) => {
    const real = await request(ctx.app).post("/api/contact").send(quote);
    const spam = await request(ctx.app)
      .post("/api/contact")
      .send({ ...quote, ...signals });
    expect(spam.status).toBe(real.status);
    expect(Object.keys(spam.body)).toEqual(Object.keys(real.body));
    const leads = await staffList("/api/contact");
    expect(leads.map((l) => [l.isSpam, l.spamReason])).toEqual([
      [true, reason],
      [false, null],
    ]);
  });

  it("flags an ad lead whose message carries more than two links, or another script", async () => {
    const links = "Cheap SEO http://a.example www.b.com c.ru/offer";
    await request(ctx.app)
      .post("/api/ga-enquiry")
      .send({ ...enquiry, message: links });
    await request(ctx.app)
      .post("/api/ga-enquiry")
      .send({ ...enquiry, message: "Лучшие цены на продвижение сайтов" });
    await request(ctx.app)
      .post("/api/ga-enquiry")
      .send({ ...enquiry, message: "Two links are fine: http://a.example and b.com" });
    const leads = await staffList("/api/ga-leads");
    expect(leads.map((l) => l.spamReason)).toEqual([null, "Text in a script we do not serve", "3 links"]);
  });

  it("does not flag a real homeowner: accents, m², a name in their own script, an email in the message", async () => {
    await request(ctx.app)
      .post("/api/ga-enquiry")
      .send({ ...enquiry, name: "李明", message: "Café owner, 20 m² wall; email me at li@example.com" });
    await request(ctx.app)
      .post("/api/contact")
      .send({ ...quote, name: "Zoë Müller", location: "Mount Coot-tha" });
    expect((await staffList("/api/ga-leads"))[0]!.isSpam).toBe(false);
    expect((await staffList("/api/contact"))[0]!.isSpam).toBe(false);
  });

  it("flags a review the same way, and a spam review never reaches the public list, even if approved", async () => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...review, website: "x", fillTimeMs: 100 });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty("isSpam");
    const [stored] = await staffList("/api/reviews/all");
    expect(stored).toMatchObject({ isSpam: true, spamReason: "Hidden field filled in; Sent 0.1 s after the form was shown" });
    await staff.patch(`/api/reviews/${stored!.id}/approve`);
    expect((await request(ctx.app).get("/api/reviews")).body).toEqual([]);
  });
});

describe("PATCH /api/{contact,ga-leads,reviews}/:id/not-spam", () => {
  const lists = [
    ["contact", "/api/contact", "/api/contact", quote],
    ["ga-leads", "/api/ga-enquiry", "/api/ga-leads", enquiry],
    ["reviews", "/api/reviews", "/api/reviews/all", review],
  ] as const;

  it.each(lists)("%s: restores a spam row as a normal one, once", async (name, post, list, body) => {
    await request(ctx.app)
      .post(post)
      .send({ ...body, website: "filled" });
    const [spam] = await staffList(list);
    const res = await staff.patch(`/api/${name}/${spam!.id}/not-spam`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: spam!.id, isSpam: false, spamReason: null });
    expect((await staffList(list))[0]).toMatchObject({ isSpam: false, spamReason: null });
    const again = await staff.patch(`/api/${name}/${spam!.id}/not-spam`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: spam!.id, isSpam: false });
  });

  it.each(lists)("%s: 401 without a staff session, 403 from another site, 404 for an unknown id", async (name, post, _list, body) => {
    await request(ctx.app)
      .post(post)
      .send({ ...body, website: "filled" });
    const [spam] = await staffList(_list);
    expect((await request(ctx.app).patch(`/api/${name}/${spam!.id}/not-spam`)).status).toBe(401);
    expect((await staff.patch(`/api/${name}/${spam!.id}/not-spam`).set("Origin", "https://evil.example")).status).toBe(403);
    expect((await staffList(_list))[0]!.isSpam).toBe(true);
    expect((await staff.patch(`/api/${name}/999999/not-spam`)).status).toBe(404);
    expect((await staff.patch(`/api/${name}/abc/not-spam`)).status).toBe(400);
  });
});

describe("qualification flags on quote requests", () => {
  it.each([
    [{ length: "under-10m" }, { belowMinimum: true, outsideServiceArea: false }],
    [
      { length: "under-10m", service: "Timber Fencing" },
      { belowMinimum: true, outsideServiceArea: false },
    ],
    [
      { length: "over-30m", location: "Surfers Paradise QLD 4217" },
      { belowMinimum: false, outsideServiceArea: true },
    ],
    [{ location: "Toowoomba" }, { belowMinimum: false, outsideServiceArea: true }],
    [{ location: "Buderim, Sunshine Coast" }, { belowMinimum: false, outsideServiceArea: false }],
    [{ location: "Somewhere unknown" }, { belowMinimum: false, outsideServiceArea: false }],
  ])("%o stores %o", async (answers, flags) => {
    await request(ctx.app)
      .post("/api/contact")
      .send({ ...quote, ...answers });
    expect((await staffList("/api/contact"))[0]).toMatchObject(flags);
  });
});
