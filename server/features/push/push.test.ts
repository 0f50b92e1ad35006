import { eq } from "drizzle-orm";
import { PUSH_TASK } from "../../infra/push/push-queue";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, pushDeliveries, pushSubscriptions } from "@shared/schema";
import { quoteRequestBody } from "../../test/lead-bodies";
import { PushServiceStandIn } from "../../test/push-service";
import { acceptQuote, sendWallQuote } from "../../test/quotes";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let push: PushServiceStandIn;
let staff: Awaited<ReturnType<typeof signedInAgent>>;
let visitor = 0;

beforeAll(async () => {
  push = await PushServiceStandIn.start();
  ctx = await createTestContext({
    trustProxy: 1,
    push: { allowedOrigins: [push.origin] },
    taskTiming: { pollMs: 50, firstRetryMs: 200, maxGapMs: 400, giveUpAfterMs: 60 * 60_000 },
  });
  staff = await signedInAgent(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await push?.down();
});

async function postLead(overrides: Record<string, unknown> = {}) {
  visitor += 1;
  const res = await request(ctx.app)
    .post("/api/contact")
    .set("X-Forwarded-For", `198.51.100.${visitor}`)
    .send(
      quoteRequestBody({
        name: "Jane Citizen",
        email: `push.${visitor}@example.com`,
        service: "Timber Fencing",
        location: "Chermside",
        ...overrides,
      }),
    );
  expect(res.status).toBe(201);
  const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.reference, res.body.reference));
  return lead!;
}

describe("alerts on staff phones", () => {
  it("pushes a new lead to a subscribed device within 10 s, encrypted, signed, once, and records the time it took", async () => {
    const key = await staff.get("/api/push/vapid-public-key").expect(200);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const device = push.newDevice();
    const subscribed = await staff
      .post("/api/push/subscriptions")
      .set("User-Agent", "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile")
      .send(device.subscription());
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.deviceName).toBe("Chrome on Android");

    const posted = Date.now();
    const lead = await postLead();
    await expect.poll(() => push.pushesTo(device).length, { timeout: 10_000 }).toBe(1);
    const [received] = push.pushesTo(device);
    expect(received!.at - posted).toBeLessThan(10_000);
    expect(received!.message).toEqual({
      title: "New quote request: Jane, Timber Fencing, Chermside",
      body: `${lead.reference}. Tap to open the lead.`,
      url: `/admin?tab=inquiries&lead=${lead.id}`,
    });
    expect(received!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.body.publicKey}$`));
    expect(received!.headers["content-encoding"]).toBe("aes128gcm");
    expect(received!.headers.ttl).toBeDefined();

    await expect
      .poll(async () => (await ctx.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id))).length)
      .toBe(1);
    const [delivery] = await ctx.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id));
    expect(delivery).toMatchObject({ alert: "new-lead", leadId: lead.id, state: "pushed" });
    expect(delivery!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(delivery!.latencyMs).toBeLessThan(10_000);
    // the lead shows it beside its emails
    const detail = await staff.get(`/api/contact/${lead.id}`).expect(200);
    expect(detail.body.pushes).toEqual([
      expect.objectContaining({ deviceName: "Chrome on Android", state: "pushed", latencyMs: delivery!.latencyMs }),
    ]);
    // once: nothing more arrives
    await pollUntilQueueDrained(ctx.database.db, { types: [PUSH_TASK] });
    expect(push.pushesTo(device)).toHaveLength(1);
    await staff.delete("/api/push/subscriptions").send({ endpoint: device.endpoint }).expect(204);
  });

  it("removes a device the push service no longer knows (410), and retries one that is busy (503)", async () => {
    const gone = push.newDevice();
    const busy = push.newDevice();
    await staff.post("/api/push/subscriptions").send(gone.subscription()).expect(201);
    await staff.post("/api/push/subscriptions").send(busy.subscription()).expect(201);
    push.answerWith(gone, 410);
    push.answerWith(busy, 503, 503);
    await postLead();
    await expect.poll(() => push.pushesTo(busy).length, { timeout: 10_000 }).toBe(1);
    expect(push.requests.filter((r) => r.path === new URL(busy.endpoint).pathname).map((r) => r.status)).toEqual([503, 503, 201]);
    await expect
      .poll(
        async () => (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).length,
      )
      .toBe(0);
    expect(push.pushesTo(gone)).toHaveLength(0);
    await staff.delete("/api/push/subscriptions").send({ endpoint: busy.endpoint }).expect(204);
  });

  it("sends only the alerts a staff member chose, and nothing for spam", async () => {
    const device = push.newDevice();
    await staff.post("/api/push/subscriptions").send(device.subscription()).expect(201);
    // a colleague whose phone takes every alert: what this one is spared, that one gets
    const colleague = await signedInAgent(ctx, ctx.database, {
      username: "colleague",
      password: "another long passphrase here",
      role: "staff",
    });
    const colleaguesPhone = push.newDevice();
    await colleague.post("/api/push/subscriptions").send(colleaguesPhone.subscription()).expect(201);
    await postLead({ website: "https://spam.example" });
    await pollUntilQueueDrained(ctx.database.db, { types: [PUSH_TASK] });
    expect([push.pushesTo(device), push.pushesTo(colleaguesPhone)]).toEqual([[], []]);
    await staff
      .put("/api/push/alerts")
      .send({ alerts: ["quote-accepted"] })
      .expect(200);
    await postLead();
    await pollUntilQueueDrained(ctx.database.db, { types: [PUSH_TASK] });
    expect(push.pushesTo(colleaguesPhone)).toHaveLength(1);
    expect(push.pushesTo(device)).toHaveLength(0);
    await colleague.delete("/api/push/subscriptions").send({ endpoint: colleaguesPhone.endpoint }).expect(204);
    expect((await staff.get("/api/push/subscriptions")).body.alerts).toEqual(["quote-accepted"]);
    await staff
      .put("/api/push/alerts")
      .send({ alerts: ["new-lead", "visit-booked", "quote-accepted", "review-waiting", "payment-received"] })
      .expect(200);
    expect((await staff.put("/api/push/alerts").send({ alerts: ["everything"] })).status).toBe(400);
    await staff.delete("/api/push/subscriptions").send({ endpoint: device.endpoint }).expect(204);
  });

  it("tells of a review waiting for approval, and opens the reviews", async () => {
    const device = push.newDevice();
    await staff.post("/api/push/subscriptions").send(device.subscription()).expect(201);
    const review = await request(ctx.app).post("/api/reviews").set("X-Forwarded-For", "198.51.100.200").send({
      name: "Sam Reviewer",
      location: "Noosa Heads",
      rating: 5,
      reviewText: "Great fence, tidy crew, finished on the day they said.",
      service: "Timber Fencing",
      website: "",
      fillTimeMs: 60_000,
    });
    expect(review.status).toBe(201);
    await expect.poll(() => push.pushesTo(device).length, { timeout: 10_000 }).toBe(1);
    expect(push.pushesTo(device)[0]!.message).toEqual({
      title: "New review waiting: Sam, 5 stars",
      body: "Tap to read and approve it.",
      url: "/admin?tab=reviews",
    });
    await staff.delete("/api/push/subscriptions").send({ endpoint: device.endpoint }).expect(204);
  });

  it("tells of a payment received on an invoice, and opens the lead", async () => {
    const lead = await postLead({ name: "Pat Payer" });
    const quote = await sendWallQuote(staff, lead.reference);
    expect((await acceptQuote(ctx, quote.path)).status).toBe(303);
    await pollUntilQueueDrained(ctx.database.db, { types: [PUSH_TASK] });
    const device = push.newDevice();
    await staff.post("/api/push/subscriptions").send(device.subscription()).expect(201);
    const { invoices } = (await staff.get(`/api/leads/${lead.reference}/invoices`).expect(200)).body;
    await staff
      .post(`/api/invoices/${invoices[0].number}/payments`)
      .send({ amountCents: 10_000, paidOn: "2026-11-27", method: "bank" })
      .expect(201);
    await expect.poll(() => push.pushesTo(device).length, { timeout: 10_000 }).toBe(1);
    expect(push.pushesTo(device)[0]!.message).toMatchObject({ title: "Payment received: Pat, Timber Fencing, Chermside" });
    await staff.delete("/api/push/subscriptions").send({ endpoint: device.endpoint }).expect(204);
  });

  it("refuses an endpoint that is not a known push service over HTTPS, so the server never calls an internal address", async () => {
    const keys = push.newDevice().subscription().keys;
    for (const endpoint of [
      "http://127.0.0.1:9/push/x",
      "https://169.254.169.254/latest/meta-data",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://localhost/x",
    ]) {
      const res = await staff.post("/api/push/subscriptions").send({ endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.errors.endpoint).toMatch(/not the address of a push service/);
    }
    const google = await staff.post("/api/push/subscriptions").send({ endpoint: "https://fcm.googleapis.com/fcm/send/abc123", keys });
    expect(google.status).toBe(201);
    await staff.delete("/api/push/subscriptions").send({ endpoint: "https://fcm.googleapis.com/fcm/send/abc123" }).expect(204);
    expect(
      (await request(ctx.app).post("/api/push/subscriptions").send({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys })).status,
    ).toBe(401);
    expect(
      (
        await staff
          .post("/api/push/subscriptions")
          .send({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: "not base64!", auth: "" } })
      ).status,
    ).toBe(400);
  });

  it("stops on sign-out, and on 'sign out the other devices': the device belongs to the session that turned it on", async () => {
    const phone = await signedInAgent(ctx);
    const device = push.newDevice();
    await phone.post("/api/push/subscriptions").send(device.subscription()).expect(201);
    await postLead();
    await expect.poll(() => push.pushesTo(device).length, { timeout: 10_000 }).toBe(1);

    await phone.post("/api/logout").expect(200);
    await postLead();
    await pollUntilQueueDrained(ctx.database.db, { types: [PUSH_TASK] });
    expect(push.pushesTo(device)).toHaveLength(1);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);

    const tablet = await signedInAgent(ctx);
    const other = push.newDevice();
    await tablet.post("/api/push/subscriptions").send(other.subscription()).expect(201);
    await staff.delete("/api/auth/sessions/others").expect(200);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, other.endpoint))).toEqual([]);
    staff = await signedInAgent(ctx);
  });

  it("refuses a device another account has on: its endpoint cannot be taken over", async () => {
    const device = push.newDevice();
    await staff.post("/api/push/subscriptions").send(device.subscription()).expect(201);
    const crew = await signedInAgent(ctx, ctx.database, {
      username: "crew-member",
      password: "granite steps by the creek 9",
      role: "staff",
    });
    const stolen = { ...device.subscription(), keys: push.newDevice().subscription().keys };
    const res = await crew.post("/api/push/subscriptions").send(stolen);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Another staff account has alerts on for this device/);
    const [row] = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row!.p256dh).toBe(device.subscription().keys.p256dh);
    await staff.delete("/api/push/subscriptions").send({ endpoint: device.endpoint }).expect(204);
  });
});
