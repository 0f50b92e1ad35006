import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { smsConsents } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { postLead } from "../../test/leads";
import { wallQuote } from "../../test/quotes";
import type { TestContext } from "../../test/test-app";

/*
 * The embedded database has one connection, which a transaction holds until it ends: a read of `db` inside one (the
 * business profile, read afresh once its copy in memory is a minute old or an Owner saved it) would wait for itself
 * forever. Each request below comes when the profile must be read afresh, and each must be answered.
 */

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

/** A minute on (only the clock's date moves): the profile's copy in memory has gone stale and is read afresh. */
const aMinuteOn = () => vi.setSystemTime(Date.now() + 61_000);
beforeAll(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterAll(() => vi.useRealTimers());

describe("when the business profile is read afresh", () => {
  beforeEach(aMinuteOn);

  it("an ad lead that ticked 'Text me' is stored with its consent", async () => {
    const lead = await postLead(ctx, "ga-leads", { phone: "0412 345 678", smsConsent: true });
    const consents = await ctx.database.db.select().from(smsConsents).where(eq(smsConsents.leadId, lead.id));
    expect(consents).toHaveLength(1);
  });

  it("a quote request that ticked 'Text me' is stored with its consent", async () => {
    const lead = await postLead(ctx, "inquiries", { phone: "0412 345 678", smsConsent: true });
    expect(await ctx.database.db.select().from(smsConsents).where(eq(smsConsents.leadId, lead.id))).toHaveLength(1);
  });

  it("staff book and cancel a site visit", async () => {
    const lead = await postLead(ctx);
    const windows = (await owner.get("/api/visits/open-windows").expect(200)).body as { start: string }[];
    aMinuteOn();
    await owner.put(`/api/contact/${lead.id}/visit`).send({ slot: windows[1]!.start, address: "3 Phone Street, Chermside" }).expect(200);
    aMinuteOn();
    await owner.delete(`/api/contact/${lead.id}/visit`).expect(204);
  });

  it("a homeowner books a visit on their booking page", async () => {
    const lead = await postLead(ctx);
    const page = await request(ctx.app).get(lead.bookingPath).expect(200);
    const slot = /name="slot" value="([^"]+)"/.exec(page.text)![1]!;
    aMinuteOn();
    const booked = await request(ctx.app)
      .post(lead.bookingPath)
      .type("form")
      .send({ action: "book", slot, address: "12 Example Street, Chermside" });
    expect(booked.status).toBe(303);
  });

  it("staff send a quote", async () => {
    const lead = await postLead(ctx);
    const quote = await owner.post("/api/quotes").send(wallQuote(lead.reference));
    expect(quote.status).toBe(201);
    aMinuteOn();
    await owner.post(`/api/quotes/${quote.body.id}/send`).expect(200);
  });
});
