import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushMessage } from "@shared/push/push-alerts";
import { leads, smsMessages } from "@shared/schema";
import type { StaffAgent } from "../../test/app-with-staff";
import { appWithSms } from "../../test/app-with-providers";
import { quoteRequestBody } from "../../test/lead-bodies";
import { PushServiceStandIn } from "../../test/push-service";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import type { SmsStandIn } from "../../test/sms-stand-in";
import type { TestContext } from "../../test/test-app";
import { PUSH_TASK } from "../../infra/push/push-queue";
import { signedInAgent } from "../../test/staff";
import { LEAD_WAITING_TASK } from "./lead-waiting";
import { TEXT_TASK } from "./text-queue";

let ctx: TestContext, owner: StaffAgent, close: () => Promise<void>;
let provider: SmsStandIn, push: PushServiceStandIn, siteUrl: string;

beforeAll(async () => {
  push = await PushServiceStandIn.start();
  ({ ctx, staff: owner, provider, siteUrl, close } = await appWithSms({ push: { allowedOrigins: [push.origin] } }));
});
afterAll(async () => {
  await close?.();
  await push?.down();
});

let visitor = 0;
async function quoteRequest(mobile: string, name = "Jane Citizen") {
  visitor += 1;
  const res = await request(ctx.app)
    .post("/api/contact")
    .set("X-Forwarded-For", `198.51.100.${visitor}`)
    .send({ ...quoteRequestBody({ name, email: `caps.${visitor}@example.com`, phone: mobile }), smsConsent: true });
  expect(res.status).toBe(201);
  const [row] = await ctx.database.db.select().from(leads).where(eq(leads.reference, res.body.reference));
  return row!;
}
const drained = () => pollUntilQueueDrained(ctx.database.db, { types: [TEXT_TASK, LEAD_WAITING_TASK, PUSH_TASK] });
const sentTo = (number: string) => provider.messages.filter((m) => m.to === number);

async function setTextsPerHour(textsPerHour: number) {
  const { details } = (await owner.get("/api/business-profile").expect(200)).body;
  await owner
    .put("/api/business-profile")
    .send({ ...details, textsPerHour })
    .expect(200);
}

describe("texts no one can aim at a stranger", () => {
  it("texts one receipt per mobile a day: a second lead from the number gets none, and shows it held back", async () => {
    const first = await quoteRequest("0413 100 001");
    const second = await quoteRequest("0413100001");
    await drained();
    expect(sentTo("+61413100001")).toHaveLength(1);
    expect(sentTo("+61413100001")[0]!.body).toContain(first.reference);
    const held = (await owner.get(`/api/contact/${second.id}`).expect(200)).body.texts;
    expect(held).toEqual([expect.objectContaining({ status: "not-sent", reason: "limit" })]);
    // another number the same minute is texted as usual
    await quoteRequest("0413 100 002");
    await drained();
    expect(sentTo("+61413100002")).toHaveLength(1);
  });

  it("carries no part of a name that is not a name: a link typed as the name is never texted", async () => {
    await quoteRequest("0413 100 003", "https://evil.example/pay");
    await quoteRequest("0413 100 004", "Jo-Anne O'Neil");
    await drained();
    expect(sentTo("+61413100003")[0]!.body).toMatch(/^Ridgeline Walls & Fencing: thanks, we have your quote request RW-/);
    expect(sentTo("+61413100003")[0]!.body).not.toContain("evil");
    expect(sentTo("+61413100004")[0]!.body).toMatch(/: thanks Jo-Anne, we have/);
  });

  it("sends at most the business's texts per hour; the rest are held as 'limit' and the Owners are alerted once", async () => {
    const device = push.newDevice();
    await owner.post("/api/push/subscriptions").send(device.subscription()).expect(201);
    // a Staff member's phone hears nothing of it: the notice is the Owners'
    const staffDevice = push.newDevice();
    const staffMember = await signedInAgent(ctx, ctx.database, {
      username: "caps-staff",
      password: "correct horse battery staple",
      role: "staff",
    });
    await staffMember.post("/api/push/subscriptions").send(staffDevice.subscription()).expect(201);
    await drained();
    const alreadySent = provider.messages.length;
    await setTextsPerHour(alreadySent + 30);

    const lead = await quoteRequest("0413 100 010");
    await drained();
    const texts = Array.from({ length: 31 }, (_, at) => `Text ${at + 1} about your wall`);
    for (const body of texts) await owner.post(`/api/contact/${lead.id}/texts`).send({ body }).expect(201);
    await drained();
    // the receipt and 29 of the staff's texts: 30 in the hour; two more held back
    expect(sentTo("+61413100010")).toHaveLength(30);
    const stored = await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.leadId, lead.id));
    const held = stored.filter((text) => text.status === "not-sent");
    expect(held.map((text) => text.error)).toEqual(["limit", "limit"]);
    const shown = (await owner.get(`/api/contact/${lead.id}`).expect(200)).body.texts;
    expect(shown.filter((text: { reason?: string }) => text.reason === "limit")).toHaveLength(2);

    // one alert, to the Owner's device only, saying texts and limit (beside the new lead's own)
    const limitAlerts = (to: typeof device) =>
      push
        .pushesTo(to)
        .map((p) => p.message as PushMessage)
        .filter((message) => /held back/.test(message.title));
    await expect.poll(() => limitAlerts(device).length, { timeout: 10_000 }).toBe(1);
    const [alert] = limitAlerts(device);
    expect(`${alert!.title} ${alert!.body}`).toMatch(/texts/);
    expect(`${alert!.title} ${alert!.body}`).toMatch(/limit/);
    expect(alert!.url).toBe("/admin/business");
    expect(limitAlerts(staffDevice)).toHaveLength(0);

    // a further text over the cap in the same hour: held, and no second alert
    await owner.post(`/api/contact/${lead.id}/texts`).send({ body: "One more" }).expect(201);
    await drained();
    expect(limitAlerts(device)).toHaveLength(1);
    expect(sentTo("+61413100010")).toHaveLength(30);

    // the answer to STOP is not capped
    await provider.inbound(`${siteUrl}/api/sms/inbound`, "+61413100010", "STOP");
    await drained();
    expect(sentTo("+61413100010").at(-1)!.body).toMatch(/unsubscribed/);
  });
});
