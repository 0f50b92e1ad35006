import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushMessage } from "@shared/push/push-alerts";
import { invoicePayments, invoices, stripeEvents } from "@shared/schema";
import { FAST_JOBS, type StaffAgent } from "../../../test/app-with-staff";
import { appWithStripe } from "../../../test/app-with-providers";
import { PushServiceStandIn, type FakeDevice } from "../../../test/push-service";
import { acceptedWallQuote } from "../../../test/quotes";
import type { StripeStandIn } from "../../../test/stripe-stand-in";
import type { TestContext } from "../../../test/test-app";

let ctx: TestContext, owner: StaffAgent, close: () => Promise<void>;
let stripe: StripeStandIn, push: PushServiceStandIn, device: FakeDevice;

beforeAll(async () => {
  push = await PushServiceStandIn.start();
  ({
    ctx,
    staff: owner,
    stripe,
    close,
  } = await appWithStripe({ config: { push: { allowedOrigins: [push.origin] }, taskTiming: FAST_JOBS } }));
  device = push.newDevice();
  await owner.post("/api/push/subscriptions").send(device.subscription()).expect(201);
});
afterAll(async () => {
  await close?.();
  await push?.down();
});

/** A deposit invoice of $579.56 and the Checkout Session its "Pay by card" press opened. */
async function checkout() {
  const lead = await acceptedWallQuote(ctx, owner);
  const [deposit] = (await owner.get(`/api/leads/${lead.reference}/invoices`).expect(200)).body.invoices;
  const pressed = await request(ctx.app).post(`${deposit.url}/pay`).type("form").send({});
  expect(pressed.status).toBe(303);
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(String(pressed.headers.location))![1]!;
  return { lead, number: deposit.number as string, url: deposit.url as string, sessionId };
}
const invoiceOf = async (reference: string, number: string) =>
  (await owner.get(`/api/leads/${reference}/invoices`).expect(200)).body.invoices.find((i: { number: string }) => i.number === number);
const paymentsOf = async (number: string) => {
  const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, number));
  const rows = await ctx.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id));
  return rows.map((row) => row.amountCents).sort((a, b) => a - b);
};
/** The Owner's card alerts naming this Stripe event. */
const alertsOf = (eventId: string) =>
  push
    .pushesTo(device)
    .map((pushed) => pushed.message as PushMessage)
    .filter((message) => message.body.includes(eventId));
async function deliver(event: ReturnType<StripeStandIn["completedEvent"]>) {
  expect((await stripe.deliver(event)).status).toBe(200);
  return event.id;
}

describe("card events that move money", () => {
  it("an async payment that succeeds is recorded; one that fails records nothing and tells the Owner", async () => {
    const paid = await checkout();
    await stripe.pay(paid.sessionId, { deliver: false });
    await deliver(stripe.completedEvent(paid.sessionId, { payment_status: "unpaid" }));
    expect(await paymentsOf(paid.number)).toEqual([]);
    await deliver(stripe.asyncPaymentEvent(paid.sessionId, "succeeded"));
    expect(await paymentsOf(paid.number)).toEqual([57_956]);
    expect(await invoiceOf(paid.lead.reference, paid.number)).toMatchObject({ status: "paid", paidCents: 57_956 });

    const failed = await checkout();
    const failure = await deliver(stripe.asyncPaymentEvent(failed.sessionId, "failed"));
    expect(await paymentsOf(failed.number)).toEqual([]);
    await expect.poll(() => alertsOf(failure).length, { timeout: 10_000 }).toBe(1);
    expect(alertsOf(failure)[0]!.title).toContain(failed.number);
  });

  it("a dispute makes the invoice owed again and tells the Owner; a dispute won restores the payment", async () => {
    const { lead, number, sessionId } = await checkout();
    await stripe.pay(sessionId);
    const opened = await deliver(stripe.disputeEvent(sessionId, { closed: false }));
    expect(await invoiceOf(lead.reference, number)).toMatchObject({ status: "disputed", paidCents: 0 });
    await expect.poll(() => alertsOf(opened).length, { timeout: 10_000 }).toBe(1);
    expect(alertsOf(opened)[0]!.title).toContain(number);
    await deliver(stripe.disputeEvent(sessionId, { closed: true, status: "won" }));
    expect(await invoiceOf(lead.reference, number)).toMatchObject({ status: "paid", paidCents: 57_956 });
  });

  it("a refund that arrives before its payment is kept and applied when the payment arrives", async () => {
    const { lead, number, sessionId } = await checkout();
    await stripe.pay(sessionId, { deliver: false });
    const early = await deliver(stripe.refundedEvent(sessionId, 10_000));
    expect(await paymentsOf(number)).toEqual([]);
    await deliver(stripe.completedEvent(sessionId));
    expect(await paymentsOf(number)).toEqual([-10_000, 57_956]);
    expect(await invoiceOf(lead.reference, number)).toMatchObject({ status: "part-paid", paidCents: 47_956 });
    // the same refund again changes nothing; an early refund is not an anomaly
    await deliver(stripe.refundedEvent(sessionId, 10_000));
    expect(await paymentsOf(number)).toEqual([-10_000, 57_956]);
    expect(alertsOf(early)).toHaveLength(0);
  });

  it("an event for the wrong amount records nothing and alerts the Owner with its event id", async () => {
    const { number, sessionId } = await checkout();
    await stripe.pay(sessionId, { deliver: false });
    const wrong = await deliver(stripe.completedEvent(sessionId, { amount_total: 100 }));
    expect(await paymentsOf(number)).toEqual([]);
    await expect.poll(() => alertsOf(wrong).length, { timeout: 10_000 }).toBe(1);
    expect(alertsOf(wrong)[0]).toMatchObject({ body: expect.stringContaining("wrong amount"), url: "/admin/payments" });
    const [stored] = await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, wrong));
    expect(stored!.outcome).toBe("wrong amount (100)");
  });
});

describe("Checkout Sessions", () => {
  it("a second press reuses the open session; a new amount expires the old one first; each ends in 60 minutes", async () => {
    const first = await checkout();
    const session = stripe.sessions.get(first.sessionId)!;
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(session.expires_at).toBeGreaterThan(inAnHour - 60);
    expect(session.expires_at).toBeLessThanOrEqual(inAnHour + 1);

    const again = await request(ctx.app).post(`${first.url}/pay`).type("form").send({});
    expect(again.headers.location).toBe(session.url);
    const before = stripe.sessions.size;

    // a bank transfer pays part of it: the next press is for a new amount
    await owner
      .post(`/api/invoices/${first.number}/payments`)
      .send({ amountCents: 10_000, paidOn: "2026-11-20", method: "bank" })
      .expect(201);
    const third = await request(ctx.app).post(`${first.url}/pay`).type("form").send({});
    expect(third.headers.location).not.toBe(session.url);
    expect(stripe.sessions.size).toBe(before + 1);
    expect(stripe.sessions.get(first.sessionId)!.status).toBe("expired");
    const next = stripe.sessions.get(/\/pay\/(cs_test_[0-9a-f]+)$/.exec(String(third.headers.location))![1]!)!;
    expect(next.amount_total).toBe(47_956);
  });
});
