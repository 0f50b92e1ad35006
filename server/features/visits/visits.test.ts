import { and, count, eq, sql } from "drizzle-orm";
import { postLead } from "../../test/leads";
import { appWithStaffForFile } from "../../test/app-with-staff";
import ICAL from "ical.js";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { tasks, leadEvents, leads, siteVisits, visitSlots } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant, isoBrisbane, isoWeekday } from "@shared/calendar/brisbane-time";
import { BOOKING_DAYS_AHEAD } from "@shared/visits/visit-api";
import { publicHolidayAt } from "@shared/calendar/public-holidays";
import { type SmtpSink } from "../../test/smtp-sink";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";
import { HOMEOWNER_BOOKING } from "./visit-rules";
import { openWindows } from "./visit-windows.queries";

let ctx: TestContext, sink: SmtpSink;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, sink } = app));
beforeEach(async () => {
  sink.received.length = 0;
});

/** A quote request from an address of its own (the receipt limit counts per visitor), answered with its booking link. */
async function newLead(overrides: Record<string, unknown> = {}) {
  const lead = await postLead(ctx, "inquiries", overrides);
  expect(lead.bookingPath).toMatch(/^\/book\/[A-Za-z0-9_-]{32}$/);
  return { ...lead, path: lead.bookingPath };
}

const slotsOn = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);
/** Slots a homeowner may still change online (more than a day away). */
const changeableSlots = (html: string) => slotsOn(html).filter((slot) => new Date(slot).getTime() - Date.now() > 25 * 3_600_000);
const book = (path: string, fields: Record<string, string>) =>
  request(ctx.app)
    .post(path)
    .type("form")
    .send({ action: "book", address: "12 Example Street, Chermside", ...fields });

describe("open windows", () => {
  it("come from the default pattern: weekdays 8:00 and 13:00, no weekends, no Queensland public holidays, 12 hours' notice, 14 days", async () => {
    // Monday 21 December 2026, 00:00 Brisbane: Christmas (Friday 25) and Boxing Day's substitute (Monday 28) are closed
    const windows = await openWindows(ctx.database.db, HOMEOWNER_BOOKING, new Date("2026-12-21T00:00:00+10:00"));
    const starts = windows.map((w) => w.start);
    expect(starts[0]).toBe("2026-12-21T13:00:00+10:00"); // 8:00 is only 8 hours away
    const days = [...new Set(starts.map((start) => start.slice(0, 10)))];
    expect(days).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-29", "2026-12-30", "2026-12-31"]);
    expect(starts.filter((start) => start.startsWith("2026-12-24"))).toEqual(["2026-12-24T08:00:00+10:00", "2026-12-24T13:00:00+10:00"]);
    expect(
      windows.every((w) => w.end === w.start.replace(/T(08|13)/, (_m, h: string) => `T${h === "08" ? "10" : "15"}`) && w.free === 1),
    ).toBe(true);
  });
});

describe("the booking page", () => {
  it("greets the homeowner, shows the reference and suburb, and offers the windows as radios named slot (+10:00), soonest first", async () => {
    const lead = await newLead({ name: "Priya Sharma" });
    const page = await request(ctx.app).get(lead.path);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).toContain("Hi Priya, let&#x27;s find a time");
    expect(page.text).toContain(lead.reference);
    expect(page.text).toContain("Chermside");
    expect(page.text).toContain("Book this visit");
    expect(page.text).not.toMatch(/<script(?![^>]*application\/(ld\+)?json)/);
    const slots = slotsOn(page.text);
    expect(slots.length).toBeGreaterThan(4);
    expect(slots.every((slot) => /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+10:00$/.test(slot))).toBe(true);
    expect([...slots].sort()).toEqual(slots);
    expect(new Date(slots[0]!).getTime() - Date.now()).toBeGreaterThanOrEqual(12 * 3_600_000);
  });

  it("is a 404 page saying to call for an unknown or altered link", async () => {
    const lead = await newLead();
    const altered = `${lead.path.slice(0, -1)}${lead.path.endsWith("A") ? "B" : "A"}`;
    for (const path of [altered, "/book/not-a-token", "/book/"]) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBe(404);
    }
    expect((await request(ctx.app).get(altered)).text).toContain("This booking link does not work");
  });

  it("books a window: the lead moves to Site visit booked with its history, staff are alerted, the homeowner gets an .ics at the right Brisbane time", async () => {
    const lead = await newLead({ name: "Sam Booker" });
    const [slot] = changeableSlots((await request(ctx.app).get(lead.path)).text);
    const res = await book(lead.path, { slot: slot!, excavatorAccess: "yes", parking: "Driveway" });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${lead.path}?done=booked`);
    const after = await request(ctx.app).get(`${lead.path}?done=booked`);
    expect(after.text).toContain("Your visit is booked");
    expect(after.text).toContain("Change time");
    // the notice comes from a fixed list: an object's own property names are not notices
    for (const done of ["constructor", "__proto__", "toString", "<script>"]) {
      const odd = await request(ctx.app).get(`${lead.path}?done=${encodeURIComponent(done)}`);
      expect(odd.status).toBe(200);
      expect(odd.text).not.toContain("function");
      expect(odd.text).not.toContain("<script>");
    }

    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe("site-visit-booked");
    expect(row!.firstResponseAt).not.toBeNull();
    const history = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(history.map((e) => [e.field, e.oldValue, e.newValue, e.username])).toEqual(
      expect.arrayContaining([
        ["status", "new", "site-visit-booked", "Homeowner (online booking)"],
        ["siteVisit", null, expect.stringMatching(/^\w+day \d+ \w+, \d+:00 [ap]m - \d+:00 [ap]m$/), "Homeowner (online booking)"],
      ]),
    );

    await expect
      .poll(() => sink.received.filter((m) => m.mail.subject?.startsWith("Your free site visit is booked")).length, { timeout: 10_000 })
      .toBe(1);
    const confirmation = sink.received.find((m) => m.mail.subject?.startsWith("Your free site visit is booked"))!;
    expect(confirmation.envelopeTo).toEqual([lead.email]);
    expect(confirmation.mail.text).not.toContain("Driveway"); // no free text of the visitor's goes back out
    const ics = confirmation.mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot!).toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * 3_600_000);
    expect(event.location).toContain("Chermside");
    expect(String(event.component.getFirstPropertyValue("organizer"))).toContain("quotes@ridgeline-walls.example");
    await sink.mailTo("office@ridgeline.example", "Site visit booked: Sam Booker");

    // the reminder waits for 9:00 Brisbane time the day before the window
    const [reminder] = await ctx.database.db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.type, "visit-email"),
          sql`${tasks.payload} ->> 'message' = 'reminder'`,
          sql`(${tasks.payload} ->> 'leadId')::int = ${lead.id}`,
        ),
      );
    const dayBefore = new Date(new Date(slot!).getTime() - 86_400_000);
    expect(isoBrisbane(reminder!.runAt)).toBe(`${brisbaneDay(dayBefore)}T09:00:00+10:00`);
  });

  it("moves and cancels the visit until 24 hours before it, each change recorded and mailed", async () => {
    const lead = await newLead();
    const slots = changeableSlots((await request(ctx.app).get(lead.path)).text);
    await book(lead.path, { slot: slots[0]! }).expect(303);
    const changing = await request(ctx.app).get(`${lead.path}?change=1`);
    expect(changing.text).toContain("Choose a new time");
    const moved = await book(lead.path, { slot: slots[1]! });
    expect(moved.headers.location).toBe(`${lead.path}?done=moved`);
    const [visit] = await ctx.database.db
      .select()
      .from(siteVisits)
      .where(and(eq(siteVisits.leadId, lead.id), eq(siteVisits.state, "booked")));
    expect(isoBrisbane(visit!.windowStart)).toBe(slots[1]);
    const slotRows = await ctx.database.db
      .select()
      .from(visitSlots)
      .where(sql`${visitSlots.windowStart} in (${new Date(slots[0]!)}, ${new Date(slots[1]!)})`);
    expect(Object.fromEntries(slotRows.map((r) => [isoBrisbane(r.windowStart), r.booked]))).toEqual({ [slots[0]!]: 0, [slots[1]!]: 1 });
    await sink.mailTo(null, "Your site visit has a new time");

    // inside 24 hours: no change or cancel online
    await ctx.database.db
      .update(siteVisits)
      .set({ windowStart: sql`now() + interval '20 hours'`, windowEnd: sql`now() + interval '22 hours'` })
      .where(eq(siteVisits.id, visit!.id));
    const late = await request(ctx.app).post(lead.path).type("form").send({ action: "cancel" });
    expect(late.status).toBe(409);
    expect(late.text).toContain("can no longer be cancelled online");
    await ctx.database.db
      .update(siteVisits)
      .set({ windowStart: new Date(slots[1]!), windowEnd: new Date(new Date(slots[1]!).getTime() + 2 * 3_600_000) })
      .where(eq(siteVisits.id, visit!.id));

    const cancelled = await request(ctx.app).post(lead.path).type("form").send({ action: "cancel" });
    expect(cancelled.headers.location).toBe(`${lead.path}?done=cancelled`);
    expect((await ctx.database.db.select().from(siteVisits).where(eq(siteVisits.id, visit!.id)))[0]!.state).toBe("cancelled");
    await sink.mailTo(null, "Your site visit is cancelled");
  });

  it("refuses a slot that is not an open window, a full window, and booking a closed lead; nothing is stored", async () => {
    const first = await newLead();
    const second = await newLead();
    const slots = slotsOn((await request(ctx.app).get(first.path)).text);
    const lastSlot = slots.at(-1)!;
    for (const bad of [
      "2020-01-06T08:00:00+10:00",
      lastSlot.replace("T08", "T09").replace("T13", "T14"),
      "tomorrow at 8",
      "2026-11-28T08:00:00+10:00",
    ]) {
      const res = await book(first.path, { slot: bad });
      expect(res.status, bad).toBe(400);
      expect(res.text).toContain(/tomorrow/.test(bad) ? "Please choose one of the times offered" : "");
    }
    await book(first.path, { slot: lastSlot }).expect(303);
    const taken = await book(second.path, { slot: lastSlot });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain("Sorry, that time was just taken. Please choose another.");
    expect(slotsOn(taken.text)).not.toContain(lastSlot);
    const [visits] = await ctx.database.db
      .select({ n: count() })
      .from(siteVisits)
      .where(and(eq(siteVisits.windowStart, new Date(lastSlot)), eq(siteVisits.state, "booked")));
    expect(visits!.n).toBe(1);

    await ctx.database.db.update(leads).set({ status: "won" }).where(eq(leads.id, second.id));
    const closed = await book(second.path, { slot: slots[0]! });
    expect(closed.status).toBe(409);
    expect((await request(ctx.app).get(second.path)).text).toContain("This quote request is closed");
  });

  it("accepts exactly the windows it offers: one 15 days ahead is refused on the page and by staff, and nothing is stored", async () => {
    const lead = await newLead();
    const offered = slotsOn((await request(ctx.app).get(lead.path)).text);
    // the first weekday window of the pattern 15 days or more ahead: a real window, only too far
    const today = brisbaneDay(new Date());
    const farDay = [15, 16, 17, 18, 19, 20, 21]
      .map((days) => addDays(today, days))
      .find((day) => isoWeekday(day) <= 5 && !publicHolidayAt(brisbaneInstant(day, 8 * 60)))!;
    const tooFar = isoBrisbane(brisbaneInstant(farDay, 8 * 60));
    expect(offered).not.toContain(tooFar);
    expect(offered.every((slot) => new Date(slot).getTime() < Date.now() + BOOKING_DAYS_AHEAD * 86_400_000)).toBe(true);

    const refused = await book(lead.path, { slot: tooFar });
    expect(refused.status).toBe(400);
    expect(refused.text.replaceAll("<!-- -->", "")).toContain(
      "That time is too far ahead to book online. Please choose one of the times shown.",
    );
    const staff = await signedInAgent(ctx);
    const staffTry = await staff.put(`/api/contact/${lead.id}/visit`).send({ slot: tooFar, address: "1 Example St, Chermside" });
    expect(staffTry.status).toBe(400);
    expect(staffTry.body).toMatchObject({
      message: `Visits are booked at most ${BOOKING_DAYS_AHEAD} days ahead`,
      errors: { slot: expect.any(String) },
    });
    expect(await ctx.database.db.select().from(siteVisits).where(eq(siteVisits.leadId, lead.id))).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(visitSlots)
        .where(eq(visitSlots.windowStart, new Date(tooFar))),
    ).toEqual([]);
    expect((await ctx.database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe("new");
  });

  it("offers a call instead of windows outside the service area", async () => {
    // Southport is on the Gold Coast, a council the business does not serve
    const lead = await newLead({ location: "Southport" });
    const page = await request(ctx.app).get(lead.path);
    expect(page.text).toContain("We&#x27;ll call you to arrange a time");
    expect(slotsOn(page.text)).toEqual([]);
  });
});

describe("staff", () => {
  it("set the weekly windows and days off, book, move and cancel for a homeowner who rang, and see the agenda", async () => {
    const staff = await signedInAgent(ctx);
    const lead = await newLead({ name: "Phone Caller" });
    const windows = (await staff.get("/api/visits/open-windows").expect(200)).body as { start: string }[];
    const booked = await staff.put(`/api/contact/${lead.id}/visit`).send({ slot: windows[2]!.start, address: "3 Phone Street, Chermside" });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ start: windows[2]!.start, bookedBy: "staff", address: "3 Phone Street, Chermside" });
    const agenda = (await staff.get("/api/visits").expect(200)).body as { start: string; lead: { name: string; phone: string } }[];
    expect(agenda.find((v) => v.lead.name === "Phone Caller")).toMatchObject({ start: windows[2]!.start, lead: { phone: "0412 345 678" } });
    expect((await staff.get(`/api/contact/${lead.id}`)).body.visit).toMatchObject({ start: windows[2]!.start });

    await staff.put(`/api/contact/${lead.id}/visit`).send({ slot: windows[3]!.start, address: "3 Phone Street, Chermside" }).expect(200);
    await staff.delete(`/api/contact/${lead.id}/visit`).expect(204);
    expect((await staff.get(`/api/contact/${lead.id}`)).body.visit).toBeNull();

    // a day off closes its windows
    const day = windows[0]!.start.slice(0, 10);
    await staff.post("/api/days-off").send({ day, note: "Crew training" }).expect(201);
    expect(((await staff.get("/api/visits/open-windows")).body as { start: string }[]).some((w) => w.start.startsWith(day))).toBe(false);
    await staff.delete(`/api/days-off/${day}`).expect(204);

    // a pattern of Saturdays only
    await staff
      .put("/api/visit-windows")
      .send({ windows: [{ weekday: 6, startMinute: 7 * 60, endMinute: 9 * 60, capacity: 2 }] })
      .expect(200);
    const saturdays = (await request(ctx.app).get((await newLead()).path)).text;
    expect(slotsOn(saturdays).every((slot) => new Date(slot).getUTCDay() === 5 && slot.endsWith("T07:00:00+10:00"))).toBe(true);
    await staff
      .put("/api/visit-windows")
      .send({ windows: [{ weekday: 1, startMinute: 480, endMinute: 450, capacity: 1 }] })
      .expect(400);
    await staff
      .put("/api/visit-windows")
      .send({
        windows: [1, 2, 3, 4, 5].flatMap((weekday) => [
          { weekday, startMinute: 480, endMinute: 600, capacity: 1 },
          { weekday, startMinute: 780, endMinute: 900, capacity: 1 },
        ]),
      })
      .expect(200);
    expect((await request(ctx.app).get("/api/visits")).status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("twenty homeowners pressing Book at the same moment on two processes", () => {
  it("fill a window of one place exactly once; the other 19 are told it just went", async () => {
    const other = await createTestContext({ trustProxy: 1 }, ctx.database);
    try {
      const leads = [];
      for (let i = 0; i < 20; i++) leads.push(await newLead());
      const slot = slotsOn((await request(ctx.app).get(leads[0]!.path)).text).at(-2)!;
      const answers = await Promise.all(
        leads.map((lead, i) =>
          request(i % 2 ? other.app : ctx.app)
            .post(lead.path)
            .set("X-Forwarded-For", `198.51.100.${i + 1}`)
            .type("form")
            .send({ action: "book", slot, address: `${i + 1} Race Street, Chermside` }),
        ),
      );
      expect(answers.filter((a) => a.status === 303)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(19);
      expect(refused.every((a) => a.text.includes("Sorry, that time was just taken."))).toBe(true);
      const [held] = await ctx.database.db
        .select({ n: count() })
        .from(siteVisits)
        .where(and(eq(siteVisits.windowStart, new Date(slot)), eq(siteVisits.state, "booked")));
      expect(held!.n).toBe(1);
      expect(
        (
          await ctx.database.db
            .select()
            .from(visitSlots)
            .where(eq(visitSlots.windowStart, new Date(slot)))
        )[0]!.booked,
      ).toBe(1);
    } finally {
      await other.close();
    }
  });
});
