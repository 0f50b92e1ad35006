import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tasks, leads, smsMessages, users } from "@shared/schema";
import { countSegments } from "@shared/texts/segments";
import type { StaffAgent } from "../../test/app-with-staff";
import { appWithSms } from "../../test/app-with-providers";
import { quoteRequestBody } from "../../test/lead-bodies";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import type { SmsStandIn } from "../../test/sms-stand-in";
import type { TestContext } from "../../test/test-app";
import { LEAD_WAITING_TASK } from "./lead-waiting";
import { TEXT_TASK } from "./text-queue";
import { sendWallQuote } from "../../test/quotes";
import { addDays, brisbaneDay, brisbaneInstant } from "@shared/calendar/brisbane-time";

let ctx: TestContext, staff: StaffAgent, close: () => Promise<void>;
let provider: SmsStandIn, siteUrl: string;

beforeAll(async () => {
  ({ ctx, staff, provider, siteUrl, close } = await appWithSms());
});
afterAll(() => close?.());
beforeEach(() => {
  provider.messages.length = 0;
});

let visitor = 0;
/** A quote request from a mobile of its own, ticked or not; its lead's id. */
async function lead(mobile: string, smsConsent: boolean | undefined, overrides: Record<string, unknown> = {}) {
  visitor += 1;
  const res = await request(ctx.app)
    .post("/api/contact")
    .set("X-Forwarded-For", `203.0.113.${visitor}`)
    .send({
      ...quoteRequestBody({ email: `texts.${visitor}.${Date.now()}@example.com`, phone: mobile, location: "Chermside", ...overrides }),
      ...(smsConsent === undefined ? {} : { smsConsent }),
    });
  expect(res.status).toBe(201);
  const [row] = await ctx.database.db.select().from(leads).where(eq(leads.reference, res.body.reference));
  return row!;
}

/** The texts and the waiting-lead checks due now have run (emails wait: this app has no SMTP). */
const textsDrained = () => pollUntilQueueDrained(ctx.database.db, { types: [TEXT_TASK, LEAD_WAITING_TASK] });
const sentTo = (number: string) => provider.messages.filter((m) => m.to === number);
const inbound = (from: string, body: string, signature?: string) =>
  provider.inbound(`${siteUrl}/api/sms/inbound`, from, body, signature ? { signature } : {});

describe("the receipt by text", () => {
  it("goes only when the tick was ticked, with the reference and the booking link, and the consent is kept", async () => {
    const unticked = await lead("0412 000 001", undefined);
    const ticked = await lead("0412 000 002", true);
    await textsDrained();
    expect(sentTo("+61412000001")).toHaveLength(0);
    const [receipt] = sentTo("+61412000002");
    expect(receipt!.from).toBe("+61491570006");
    expect(receipt!.body).toMatch(
      new RegExp(
        `^Ridgeline Walls & Fencing: thanks \\w+, we have your quote request ${ticked.reference}\\. Book your free site visit: ${siteUrl}/book/[\\w-]{32} Reply STOP to opt out$`,
      ),
    );
    expect(countSegments(receipt!.body).segments).toBeLessThanOrEqual(2);
    expect(receipt!.statusCallback).toBe(`${siteUrl}/api/sms/status`);

    const detail = (await staff.get(`/api/contact/${ticked.id}`).expect(200)).body;
    expect(detail.smsConsent).toMatchObject({
      number: "+61412000002",
      form: "Quote form",
      wording: expect.stringContaining("Text me about my quote"),
    });
    expect(detail.texts).toEqual([expect.objectContaining({ sid: receipt!.sid, direction: "out", status: "sent", segments: 2 })]);
    // the link is written as the text goes: the stored text holds no token
    expect(detail.texts[0].body).toContain("[booking link]");
    expect((await staff.get(`/api/contact/${unticked.id}`).expect(200)).body).toMatchObject({ smsConsent: null, texts: [] });
  });

  it("is never sent to a number that is not an Australian mobile", async () => {
    const landline = await lead("(07) 5550 0199", true);
    await textsDrained();
    expect(provider.messages).toHaveLength(0);
    expect((await staff.get(`/api/contact/${landline.id}`).expect(200)).body.smsConsent).toBeNull();
  });

  it("is retried after a 429 and sent once", async () => {
    provider.failNext(1, 429);
    await lead("0412 000 003", true);
    await textsDrained();
    expect(sentTo("+61412000003")).toHaveLength(1);
    const [job] = await ctx.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.type, "text-send"), sql`${tasks.payload} ->> 'messageId' is not null`))
      .orderBy(sql`${tasks.id} desc`)
      .limit(1);
    expect(job).toMatchObject({ state: "done", attempts: 2 });
  });
});

describe("delivery receipts", () => {
  it("update the text's status when signed, never backwards, and a bad signature changes nothing", async () => {
    const row = await lead("0412 000 004", true);
    await textsDrained();
    const [text] = sentTo("+61412000004");
    expect((await provider.report(text!.sid, "delivered", { signature: "forged" })).status).toBe(403);
    const statusOf = async () => (await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.sid, text!.sid)))[0]!.status;
    expect(await statusOf()).toBe("sent");
    expect((await provider.report(text!.sid, "delivered")).status).toBe(204);
    expect(await statusOf()).toBe("delivered");
    await provider.report(text!.sid, "sent");
    expect(await statusOf()).toBe("delivered");
    expect((await staff.get(`/api/contact/${row.id}`)).body.texts[0].status).toBe("delivered");
  });
});

describe("STOP and START", () => {
  it.each(["STOP", "stop all", "Unsubscribe", "cancel", "END", "quit"])(
    "%s opts the number out at once, is confirmed once, and no text follows",
    async (word) => {
      visitor += 1;
      const mobile = `+614120${String(10_000 + visitor).slice(-5)}`;
      const row = await lead(`0${mobile.slice(3)}`, true);
      await textsDrained();
      provider.messages.length = 0;
      expect((await inbound(mobile, word)).status).toBe(200);
      expect((await inbound(mobile, word)).status).toBe(200);
      await textsDrained();
      expect(sentTo(mobile).map((m) => m.body)).toEqual([
        "Ridgeline Walls & Fencing: you're unsubscribed and won't get any more texts from us. Reply START to get them again.",
      ]);
      const refused = await staff.post(`/api/contact/${row.id}/texts`).send({ body: "Are you still keen?" });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${mobile} replied STOP: it gets no more texts until it replies START`);
      // whatever form it comes from next
      await lead(`0${mobile.slice(3)}`, true);
      await textsDrained();
      expect(sentTo(mobile)).toHaveLength(1);
      const detail = (await staff.get(`/api/contact/${row.id}`)).body;
      expect(detail.texts.some((t: { direction: string; body: string }) => t.direction === "in" && t.body === word)).toBe(true);
    },
  );

  it("START opts back in, confirmed, and texts go again; a bad signature changes nothing", async () => {
    const mobile = "+61412000099";
    const row = await lead("0412 000 099", true);
    await inbound(mobile, "STOP");
    await textsDrained();
    expect((await inbound(mobile, "START", "forged")).status).toBe(403);
    expect((await staff.post(`/api/contact/${row.id}/texts`).send({ body: "Hello" })).status).toBe(409);
    expect((await inbound(mobile, "start")).status).toBe(200);
    const sent = await staff.post(`/api/contact/${row.id}/texts`).send({ body: "Hello again" });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ status: "queued", segments: 1 });
    await textsDrained();
    expect(sentTo(mobile).map((m) => m.body)).toEqual(
      expect.arrayContaining([
        "Ridgeline Walls & Fencing: you'll get texts from us again. Reply STOP to opt out",
        "Hello again Reply STOP to opt out",
      ]),
    );
  });

  it("YES after a STOP does not start texts again: only START or UNSTOP do", async () => {
    const mobile = "+61412000097";
    const row = await lead("0412 000 097", true);
    await inbound(mobile, "STOP");
    await textsDrained();
    expect((await inbound(mobile, "Yes")).status).toBe(200);
    expect((await staff.post(`/api/contact/${row.id}/texts`).send({ body: "Still keen?" })).status).toBe(409);
    await inbound(mobile, "UNSTOP");
    expect((await staff.post(`/api/contact/${row.id}/texts`).send({ body: "Still keen?" })).status).toBe(201);
  });

  it("HELP is answered with the business's name, phone and how to opt out, even after a STOP", async () => {
    const mobile = "+61412000096";
    await lead("0412 000 096", true);
    await inbound(mobile, "STOP");
    await inbound(mobile, "help");
    await textsDrained();
    expect(sentTo(mobile).at(-1)!.body).toBe(
      "Ridgeline Walls & Fencing: for help with our texts call (07) 5550 0123. Reply STOP to opt out",
    );
  });

  it("a reply with STOP among other words is flagged as a possible opt-out, and opts nothing out", async () => {
    const row = await lead("0412 000 095", true);
    await inbound("+61412000095", "Please stop texting me, we went with someone else");
    await inbound("+61412000095", "Can you stop by on Tuesday?");
    const detail = (await staff.get(`/api/contact/${row.id}`)).body;
    const replies = detail.texts.filter((text: { direction: string }) => text.direction === "in");
    expect(replies.every((text: { possibleOptOut?: boolean }) => text.possibleOptOut === true)).toBe(true);
    expect(replies).toHaveLength(2);
    expect((await staff.post(`/api/contact/${row.id}/texts`).send({ body: "Sorry to hear" })).status).toBe(201);
  });

  it("a reply that is not a keyword shows on the lead", async () => {
    const row = await lead("0412 000 098", true);
    expect((await inbound("+61412000098", "Can you come Tuesday instead?")).status).toBe(200);
    const detail = (await staff.get(`/api/contact/${row.id}`)).body;
    expect(detail.texts).toEqual(
      expect.arrayContaining([expect.objectContaining({ direction: "in", status: "received", body: "Can you come Tuesday instead?" })]),
    );
  });
});

describe("the office is told when a lead waits", () => {
  async function setAlertHours(alertHours: { days: number[]; from: string; to: string }) {
    const details = (await staff.get("/api/business-profile").expect(200)).body.details;
    await staff
      .put("/api/business-profile")
      .send({ ...details, alertHours })
      .expect(200);
  }
  /** Five minutes pass for the lead's check: its task is made due now. */
  async function fiveMinutesPass(leadId: number) {
    await ctx.database.db
      .update(tasks)
      .set({ runAt: new Date() })
      .where(and(eq(tasks.type, LEAD_WAITING_TASK), sql`(${tasks.payload} ->> 'leadId')::int = ${leadId}`));
    await textsDrained();
  }

  beforeAll(async () => {
    await staff.put("/api/auth/texts").send({ mobile: "0499 111 222", leadWaitingTexts: true }).expect(202);
    await textsDrained();
    const code = /(\d{6}) is your code/.exec(sentTo("+61499111222").at(-1)!.body)![1];
    await staff.put("/api/auth/texts").send({ mobile: "0499 111 222", leadWaitingTexts: true, code }).expect(200);
    provider.messages.length = 0;
  });

  it("texts staff who asked, once, when nobody opened the lead in business hours", async () => {
    await setAlertHours({ days: [1, 2, 3, 4, 5, 6, 7], from: "00:00", to: "23:59" });
    const row = await lead("0412 000 201", undefined, { name: "Jane Waiting", service: "Timber Fencing" });
    await fiveMinutesPass(row.id);
    const alerts = sentTo("+61499111222");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toBe(`New lead waiting 5 min: Jane, Timber Fencing, Chermside ${siteUrl}/admin?tab=inquiries&lead=${row.id}`);
    await fiveMinutesPass(row.id);
    expect(sentTo("+61499111222")).toHaveLength(1);
  });

  it("is not sent when the lead was opened first, or outside the alert hours", async () => {
    await setAlertHours({ days: [1, 2, 3, 4, 5, 6, 7], from: "00:00", to: "23:59" });
    const opened = await lead("0412 000 202", undefined);
    await staff.post(`/api/contact/${opened.id}/opened`).expect(204);
    await fiveMinutesPass(opened.id);
    await setAlertHours({ days: [], from: "09:00", to: "17:00" });
    const afterHours = await lead("0412 000 203", undefined);
    await fiveMinutesPass(afterHours.id);
    expect(sentTo("+61499111222")).toHaveLength(0);
  });

  it("counts a lead opened only when a staff member's screen says so: reading it through the API is not opening it", async () => {
    await setAlertHours({ days: [1, 2, 3, 4, 5, 6, 7], from: "00:00", to: "23:59" });
    const read = await lead("0412 000 204", undefined, { name: "Rhys Read" });
    await staff.get(`/api/contact/${read.id}`).expect(200);
    await staff.post(`/api/ga-leads/${read.id}/opened`).expect(404);
    await staff.post("/api/contact/999999/opened").expect(404);
    await request(ctx.app).post(`/api/contact/${read.id}/opened`).expect(401);
    await fiveMinutesPass(read.id);
    expect(sentTo("+61499111222").map((m) => m.body)).toEqual([expect.stringMatching(/^New lead waiting 5 min: Rhys,/)]);
  });

  it("a new staff mobile is saved only after the code texted to it comes back: 5 tries, then a new code", async () => {
    const ask = (extra: Record<string, unknown> = {}) =>
      staff.put("/api/auth/texts").send({ mobile: "0499 333 444", leadWaitingTexts: true, ...extra });
    const asked = await ask();
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ mobile: "+61499111222", leadWaitingTexts: true, pendingMobile: "+61499333444" });
    await textsDrained();
    const code = /(\d{6}) is your code/.exec(sentTo("+61499333444").at(-1)!.body)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    // not saved yet: GET still shows the old mobile
    expect((await staff.get("/api/auth/texts")).body.mobile).toBe("+61499111222");
    for (let i = 0; i < 4; i++)
      expect((await ask({ code: wrong })).body.errors.code).toBe("That code is not right. Check the text and try again.");
    expect((await ask({ code: wrong })).body.errors.code).toMatch(/expired or was tried too often/);
    // the fifth wrong try spent it: even the right code is refused now
    expect((await ask({ code })).status).toBe(400);
    expect((await staff.get("/api/auth/texts")).body.mobile).toBe("+61499111222");

    await ask().expect(202);
    await textsDrained();
    const fresh = /(\d{6}) is your code/.exec(sentTo("+61499333444").at(-1)!.body)![1]!;
    await ask({ code: fresh }).expect(200);
    expect((await staff.get("/api/auth/texts")).body).toEqual({ mobile: "+61499333444", leadWaitingTexts: true });
    // back to the first mobile for the tests after this one (confirmed again)
    await staff.put("/api/auth/texts").send({ mobile: "0499 111 222", leadWaitingTexts: true }).expect(202);
    await textsDrained();
    const back = /(\d{6}) is your code/.exec(sentTo("+61499111222").at(-1)!.body)![1];
    await staff.put("/api/auth/texts").send({ mobile: "0499 111 222", leadWaitingTexts: true, code: back }).expect(200);
    provider.messages.length = 0;
  });

  it("a staff mobile must be an Australian mobile", async () => {
    const bad = await staff.put("/api/auth/texts").send({ mobile: "07 5550 0123", leadWaitingTexts: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.mobile).toBe("Enter an Australian mobile, e.g. 0412 345 678");
    const [me] = await ctx.database.db.select().from(users).where(eq(users.mobile, "+61499111222"));
    expect(me?.leadWaitingTexts).toBe(true);
  });
});

describe("the visit, the quote and on my way", () => {
  it("a visit's reminder is queued for 9:00 the day before, and a moved visit's old reminder is not sent", async () => {
    const row = await lead("0412 000 301", true);
    const windows = (await staff.get("/api/visits/open-windows").expect(200)).body as { start: string }[];
    const later = windows.filter((w) => brisbaneDay(new Date(w.start)) > addDays(brisbaneDay(new Date()), 1));
    await staff.put(`/api/contact/${row.id}/visit`).send({ slot: later[0]!.start, address: "1 Reminder St, Chermside" }).expect(200);
    const reminderOf = async () =>
      (
        await ctx.database.db
          .select()
          .from(smsMessages)
          .where(and(eq(smsMessages.leadId, row.id), eq(smsMessages.purpose, "visit-reminder")))
      ).sort((a, b) => a.id - b.id);
    const [first] = await reminderOf();
    expect(first!.sendAt.toISOString()).toBe(brisbaneInstant(addDays(brisbaneDay(new Date(later[0]!.start)), -1), 9 * 60).toISOString());
    expect(first!.body).toMatch(/^Ridgeline Walls & Fencing: reminder, your free site visit is tomorrow, .+ Reply STOP to opt out$/);
    const detail = (await staff.get(`/api/contact/${row.id}`)).body;
    expect(detail.texts).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: "queued", sendAt: first!.sendAt.toISOString() })]),
    );

    const other = later.find((w) => brisbaneDay(new Date(w.start)) !== brisbaneDay(new Date(later[0]!.start)))!;
    await staff.put(`/api/contact/${row.id}/visit`).send({ slot: other.start, address: "1 Reminder St, Chermside" }).expect(200);
    // the old reminder's time comes
    await ctx.database.db
      .update(tasks)
      .set({ runAt: new Date() })
      .where(and(eq(tasks.type, TEXT_TASK), sql`(${tasks.payload} ->> 'messageId')::int = ${first!.id}`));
    await textsDrained();
    const [old, fresh] = await reminderOf();
    expect(old).toMatchObject({ status: "not-sent", error: "The visit moved" });
    expect(fresh).toMatchObject({ status: "queued" });
    expect(sentTo("+61412000301").filter((m) => m.body.includes("reminder"))).toHaveLength(0);
  });

  it("a sent quote is texted with its link when the homeowner asked, and not otherwise", async () => {
    const asked = await lead("0412 000 302", true);
    const silent = await lead("0412 000 303", false);
    await textsDrained();
    provider.messages.length = 0;
    await sendWallQuote(staff, asked.reference);
    await sendWallQuote(staff, silent.reference);
    await textsDrained();
    expect(sentTo("+61412000302").map((m) => m.body)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Ridgeline Walls & Fencing: your quote ${asked.reference} is ready: ${siteUrl}/quote/[\\w-]{32} Reply STOP to opt out$`,
        ),
      ),
    ]);
    expect(sentTo("+61412000303")).toHaveLength(0);
  });

  it("on my way names the staff member's first name and the arrival time; refused without consent", async () => {
    const [owner] = await ctx.database.db.select().from(users).limit(1);
    await staff.patch(`/api/accounts/${owner!.id}`).send({ firstName: "Sam" }).expect(200);
    const asked = await lead("0412 000 304", true);
    const silent = await lead("0412 000 305", false);
    await textsDrained();
    provider.messages.length = 0;
    expect((await staff.post(`/api/contact/${asked.id}/visit/on-my-way`).send({ arrival: "14:05" })).status).toBe(201);
    const refused = await staff.post(`/api/contact/${silent.id}/visit/on-my-way`).send({ arrival: "14:05" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The homeowner did not ask for texts");
    await textsDrained();
    expect(sentTo("+61412000304").map((m) => m.body)).toEqual([
      "Ridgeline Walls & Fencing: Sam is on the way to your site visit, arriving about 2:05 pm. Reply STOP to opt out",
    ]);
  });
});

describe("the Owner's report", () => {
  it("counts this month's texts the provider took, their segments, the failures and the replies", async () => {
    const today = brisbaneDay(new Date());
    const month = today.slice(0, 7);
    const before = (await staff.get(`/api/reports/texts?from=${month}-01&to=${today}`).expect(200)).body;
    await lead("0412 000 401", true);
    await textsDrained();
    await inbound("+61412000401", "Thanks!");
    const after = (await staff.get(`/api/reports/texts?from=${month}-01&to=${today}`).expect(200)).body;
    const row = after.months.find((m: { month: string }) => m.month === month);
    const was = before.months.find((m: { month: string }) => m.month === month);
    expect(row.sent - was.sent).toBe(1);
    expect(row.segments - was.segments).toBe(2);
    expect(row.received - was.received).toBe(1);
    expect(after.totals.sent).toBe(row.sent);
  });
});
