import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoicePayments, invoices, tasks, stripeEvents } from "@shared/schema";
import { postLead } from "../../test/leads";
import type { StaffAgent } from "../../test/app-with-staff";
import { appWithStripe } from "../../test/app-with-providers";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import { textOf } from "../../test/html";
import { acceptedWallQuote } from "../../test/quotes";
import type { SmtpSink } from "../../test/smtp-sink";
import type { StripeStandIn } from "../../test/stripe-stand-in";
import type { TestContext } from "../../test/test-app";
import { loggablePath } from "../../middleware/request-logger";
import { binary } from "../../test/binary";
import { STAFF } from "../../test/staff";
import { extractText, getDocumentProxy } from "unpdf";

let ctx: TestContext, staff: StaffAgent, sink: SmtpSink, close: () => Promise<void>;
let stripe: StripeStandIn;

beforeAll(async () => {
  const app = await appWithStripe({ mail: true });
  ({ ctx, staff, stripe, close } = app);
  sink = app.sink!;
  await staff
    .put("/api/business-profile")
    .send({
      ...(await staff.get("/api/business-profile")).body.details,
      abn: "51 824 753 556",
      bankAccountName: "Ridgeline Walls",
      bankBsb: "064-000",
      bankAccountNumber: "12345678",
      payId: "pay@ridgeline.example",
      currentPassword: STAFF.password,
    })
    .expect(200);
});
afterAll(() => close?.());
beforeEach(() => {
  sink.received.length = 0;
});

/** A lead whose quote the homeowner accepted: $5,795.63 with a 10% deposit ($579.56), and two stages after it. */
const acceptedJob = (quote: Record<string, unknown> = {}) => acceptedWallQuote(ctx, staff, { quote });

const invoicesOf = async (reference: string) => (await staff.get(`/api/leads/${reference}/invoices`).expect(200)).body;

describe("the deposit invoice at acceptance", () => {
  it("is issued in the acceptance's transaction, and the confirmation email carries its link", async () => {
    const lead = await acceptedJob();
    const list = await invoicesOf(lead.reference);
    expect(list.invoices).toHaveLength(1);
    const [deposit] = list.invoices;
    expect(deposit).toMatchObject({ kind: "deposit", totalCents: 57_956, gstCents: 5_269, paidCents: 0, status: "unpaid" });
    expect(deposit.number).toMatch(/^INV-\d{6}$/);
    expect(list).toMatchObject({ contractTotalCents: 579_563, invoicedCents: 57_956, outstandingCents: 57_956, paidInFull: false });
    expect(list.stages.map((s: { leftCents: number }) => s.leftCents)).toEqual([200_000, 321_607]);

    await pollUntilQueueDrained(ctx.database.db);
    const confirmation = sink.received.find((m) => m.mail.subject?.includes("accepted") && m.envelopeTo.includes(lead.email));
    expect(confirmation?.mail.text).toContain(`Your deposit invoice ${deposit.number} ($579.56`);
    const link = /\/invoice\/[\w-]{32}/.exec(confirmation!.mail.text ?? "")![0];
    expect(link).toBe(deposit.url);

    const page = textOf((await request(ctx.app).get(deposit.url).expect(200)).text);
    for (const words of [
      `Tax invoice ${deposit.number}`,
      "Ridgeline Walls &amp; Fencing Pty Ltd",
      "ABN 51 824 753 556",
      "$579.56",
      "$52.69",
      "064-000",
      "12345678",
      "pay@ridgeline.example",
      "Pay $579.56 by card",
    ]) {
      expect(page).toContain(words);
    }
  });

  it("names no buyer below $1,000 and names the buyer and site from $1,000", async () => {
    const small = await acceptedJob();
    const smallDeposit = (await invoicesOf(small.reference)).invoices[0];
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, smallDeposit.number));
    expect(row).toMatchObject({ buyerName: null, siteAddress: null });

    const big = await acceptedJob({
      lines: [{ description: "Sleeper retaining wall", quantity: "1", unit: "job", unitPriceCents: 1_000_000 }],
      stages: [{ description: "The wall", amountCents: 990_000 }],
    });
    const bigDeposit = (await invoicesOf(big.reference)).invoices[0];
    expect(bigDeposit.totalCents).toBe(110_000);
    const [bigRow] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, bigDeposit.number));
    expect(bigRow).toMatchObject({ buyerName: "Quinn Homeowner", siteAddress: "Chermside" });
  });
});

describe("progress claims", () => {
  it("claims what is left of a stage by default, refuses a cent more, and the last stage's claim is final", async () => {
    const lead = await acceptedJob();
    const over = await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1, amountCents: 200_001 });
    expect(over.status).toBe(400);
    expect(over.body.errors.amountCents).toBe("A claim cannot be more than what is left of stage 1: $2,000.00");

    const part = await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1, amountCents: 150_000, note: "Footings poured" });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ kind: "progress", stage: 1, totalCents: 150_000, gstCents: 13_636, status: "unpaid" });
    const rest = await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1 });
    expect(rest.body).toMatchObject({ kind: "progress", totalCents: 50_000 });
    expect((await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1, amountCents: 1 })).status).toBe(400);

    const last = await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 2 });
    expect(last.body).toMatchObject({ kind: "final", totalCents: 321_607 });
    const list = await invoicesOf(lead.reference);
    expect(list.invoicedCents).toBe(579_563);
    expect(list.paidInFull).toBe(false);
    expect(list.stages.every((s: { leftCents: number }) => s.leftCents === 0)).toBe(true);
    expect((await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 3 })).status).toBe(400);

    // everything paid, the final claim last: the job is paid in full
    for (const invoice of list.invoices) {
      await staff
        .post(`/api/invoices/${invoice.number}/payments`)
        .send({ amountCents: invoice.totalCents, paidOn: "2026-11-27", method: "bank" })
        .expect(201);
    }
    expect(await invoicesOf(lead.reference)).toMatchObject({ paidCents: 579_563, outstandingCents: 0, paidInFull: true });
  });

  it("two claims of one stage at once issue one", async () => {
    const lead = await acceptedJob();
    const answers = await Promise.all([1, 2].map(() => staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect((await invoicesOf(lead.reference)).invoices.filter((i: { kind: string }) => i.kind === "progress")).toHaveLength(1);
  });

  it("refuses a claim on a lead without an accepted quote", async () => {
    const lead = await postLead(ctx, "inquiries");
    const res = await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1 });
    expect(res.status).toBe(400);
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.leadId, lead.id))).toHaveLength(0);
  });
});

describe("credit notes", () => {
  it("credit an invoice with a CN number and a negative total, never past the invoice, and give the stage back", async () => {
    const lead = await acceptedJob();
    const claim = (await staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1 })).body;
    const credit = await staff
      .post(`/api/invoices/${claim.number}/credit`)
      .send({ amountCents: 50_000, reason: "Less excavation than quoted" });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({
      kind: "credit",
      totalCents: -50_000,
      gstCents: -4_545,
      creditOf: claim.number,
      status: "credited",
    });
    expect(credit.body.number).toMatch(/^CN-\d{6}$/);
    const tooMuch = await staff.post(`/api/invoices/${claim.number}/credit`).send({ amountCents: 150_001, reason: "Too much" });
    expect(tooMuch.status).toBe(400);
    const list = await invoicesOf(lead.reference);
    expect(list.stages[0].leftCents).toBe(50_000);
    expect(list.invoices.find((i: { number: string }) => i.number === claim.number).status).toBe("unpaid");
    expect((await staff.post(`/api/invoices/${claim.number}/credit`).send({ amountCents: 150_000, reason: "Job cancelled" })).status).toBe(
      201,
    );
    expect((await invoicesOf(lead.reference)).invoices.find((i: { number: string }) => i.number === claim.number).status).toBe("credited");
  });

  it("an issued invoice never changes, even by a mistaken query", async () => {
    const lead = await acceptedJob();
    const { number } = (await invoicesOf(lead.reference)).invoices[0];
    await expect(ctx.database.db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.number, number))).rejects.toThrow();
    await expect(ctx.database.db.delete(invoices).where(eq(invoices.number, number))).rejects.toThrow();
  });

  it("a lead with invoices cannot be deleted", async () => {
    const lead = await acceptedJob();
    const res = await staff.delete(`/api/contact/${lead.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/tax invoices/);
  });
});

describe("payments recorded by hand", () => {
  it("part pays, then pays, then overpays, with the lead's figures and an alert", async () => {
    const lead = await acceptedJob();
    const { number } = (await invoicesOf(lead.reference)).invoices[0];
    const part = await staff.post(`/api/invoices/${number}/payments`).send({ amountCents: 50_000, paidOn: "2026-11-27", method: "bank" });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ paidCents: 50_000, status: "part-paid" });
    const rest = await staff.post(`/api/invoices/${number}/payments`).send({ amountCents: 8_000, paidOn: "2026-11-28", method: "cash" });
    expect(rest.body).toMatchObject({ paidCents: 58_000, overpaidCents: 44, status: "paid" });
    const list = await invoicesOf(lead.reference);
    expect(list).toMatchObject({ paidCents: 58_000, outstandingCents: 0 });
    const bad = await staff.post(`/api/invoices/${number}/payments`).send({ amountCents: 0, paidOn: "2026-02-30", method: "cheque" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["amountCents", "method", "paidOn"]);
  });
});

describe("card payments through Stripe", () => {
  async function checkout(reference: string) {
    const { url, number } = (await invoicesOf(reference)).invoices[0];
    const res = await request(ctx.app).post(`${url}/pay`).type("form").send({});
    expect(res.status).toBe(303);
    const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(String(res.headers.location))![1]!;
    return { sessionId, number, url };
  }
  const paymentsOf = async (number: string) => {
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, number));
    return ctx.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id));
  };

  it("sends the homeowner to Checkout for the amount due, and records it once when the webhook comes three times and twice at once", async () => {
    const lead = await acceptedJob();
    const { sessionId, number } = await checkout(lead.reference);
    expect(stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 57_956, currency: "aud", metadata: { invoiceNumber: number } });
    expect(stripe.sessions.get(sessionId)!.success_url).not.toMatch(/invoice\//);

    const before = await request(ctx.app).get(`/payment/${sessionId}`).expect(200);
    expect(textOf(before.text)).toContain("We're confirming your payment");
    await stripe.pay(sessionId, { deliver: false });
    const event = stripe.completedEvent(sessionId);
    expect((await stripe.deliver(event)).status).toBe(200);
    expect((await stripe.deliver(event)).status).toBe(200);
    const twice = await Promise.all([stripe.deliver(event), stripe.deliver(event)]);
    expect(twice.map((a) => a.status)).toEqual([200, 200]);
    // the same payment in a second event (Stripe may send one again under a new id) records nothing either
    expect((await stripe.deliver(stripe.completedEvent(sessionId))).status).toBe(200);

    const payments = await paymentsOf(number);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 57_956, method: "card" });
    expect((await invoicesOf(lead.reference)).invoices[0]).toMatchObject({ status: "paid", paidCents: 57_956 });
    expect(textOf((await request(ctx.app).get(`/payment/${sessionId}`).expect(200)).text)).toContain("Payment received");
  });

  it("records nothing for a wrong amount, a wrong currency, an unpaid status or a bad signature", async () => {
    const lead = await acceptedJob();
    const { sessionId, number } = await checkout(lead.reference);
    await stripe.pay(sessionId, { deliver: false });
    const bad = await stripe.deliver(stripe.completedEvent(sessionId), { secret: "whsec_someone_else" });
    expect(bad.status).toBe(400);
    const forged = await stripe.deliver(stripe.completedEvent(sessionId), { signature: "t=1,v1=00" });
    expect(forged.status).toBe(400);
    for (const changes of [
      { amount_total: 57_955 },
      { currency: "usd" },
      { payment_status: "unpaid" as const },
      { metadata: { invoiceId: "999999" } },
    ]) {
      expect((await stripe.deliver(stripe.completedEvent(sessionId, changes))).status).toBe(200);
    }
    expect(await paymentsOf(number)).toHaveLength(0);
    const outcomes = await ctx.database.db.select().from(stripeEvents);
    expect(outcomes.map((e) => e.outcome)).toEqual(
      expect.arrayContaining([
        "wrong amount (57955)",
        "wrong currency (usd)",
        "payment pending (unpaid)",
        "metadata names another invoice",
      ]),
    );
    expect(textOf((await request(ctx.app).get(`/payment/${sessionId}`).expect(200)).text)).toContain("We're confirming your payment");
  });

  it("a refund lowers what is paid, once", async () => {
    const lead = await acceptedJob();
    const { sessionId, number } = await checkout(lead.reference);
    await stripe.pay(sessionId);
    const refund = stripe.refundedEvent(sessionId, 10_000);
    await stripe.deliver(refund);
    await stripe.deliver(refund);
    await stripe.deliver(stripe.refundedEvent(sessionId, 10_000));
    expect((await paymentsOf(number)).map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([-10_000, 57_956]);
    expect((await invoicesOf(lead.reference)).invoices[0]).toMatchObject({ paidCents: 47_956, status: "part-paid" });
  });

  it("adds the Owner's surcharge as its own line on invoices issued after it is set, and none by default", async () => {
    const before = await acceptedJob();
    const { url: earlierUrl } = (await invoicesOf(before.reference)).invoices[0];
    expect(textOf((await request(ctx.app).get(earlierUrl)).text)).not.toContain("Card surcharge");
    const details = (await staff.get("/api/business-profile")).body.details;
    const proof = { currentPassword: STAFF.password };
    const tooHigh = await staff.put("/api/business-profile").send({ ...details, ...proof, cardFeePercent: 1.2, cardSurchargePercent: 1.5 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.errors.cardSurchargePercent).toMatch(/more than card payments cost/);
    await staff
      .put("/api/business-profile")
      .send({ ...details, ...proof, cardFeePercent: 1.7, cardSurchargePercent: 1.5 })
      .expect(200);
    try {
      // the invoice issued before keeps the terms it was issued with
      expect(textOf((await request(ctx.app).get(earlierUrl)).text)).not.toContain("Card surcharge");
      const lead = await acceptedJob();
      const { url } = (await invoicesOf(lead.reference)).invoices[0];
      const page = textOf((await request(ctx.app).get(url)).text);
      expect(page).toContain("Card surcharge (1.5%)");
      expect(page).toContain("$8.69");
      const { sessionId, number } = await checkout(lead.reference);
      expect(stripe.sessions.get(sessionId)!.amount_total).toBe(57_956 + 869);
      await stripe.pay(sessionId);
      expect((await paymentsOf(number))[0]).toMatchObject({ amountCents: 57_956, surchargeCents: 869 });
    } finally {
      await staff
        .put("/api/business-profile")
        .send({ ...details, ...proof, cardFeePercent: 0, cardSurchargePercent: 0 })
        .expect(200);
    }
  });
});

describe("the ABN", () => {
  it("is checked by its check digit, naming the field", async () => {
    const details = (await staff.get("/api/business-profile")).body.details;
    expect(details.abn).toBe("51824753556");
    const res = await staff.put("/api/business-profile").send({ ...details, abn: "51 824 753 557" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["abn"]);
  });
});

describe("the invoice link", () => {
  it("opens one invoice only, is not found when altered, is kept as its hash and logged without its token", async () => {
    const lead = await acceptedJob();
    const { url } = (await invoicesOf(lead.reference)).invoices[0];
    expect((await request(ctx.app).get(`${url.slice(0, -1)}${url.endsWith("A") ? "B" : "A"}`)).status).toBe(404);
    const pdf = await binary(request(ctx.app).get(`${url}/pdf`));
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body as Buffer)), { mergePages: true });
    for (const words of [
      "Tax invoice INV-",
      "ABN 51 824 753 556",
      "Total including GST",
      "$579.56",
      "GST included",
      "$52.69",
      "BSB: 064-000",
    ]) {
      expect(text).toContain(words);
    }
    const stored = await ctx.database.db.select({ tokenHash: invoices.tokenHash }).from(invoices);
    const token = url.slice("/invoice/".length);
    expect(stored.some((row) => row.tokenHash === createHash("sha256").update(token).digest("hex"))).toBe(true);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(loggablePath(`${url}/pdf`)).toBe("/invoice/(token)/pdf");
  });
});

describe("reminders", () => {
  it("are queued for the business day after the due day and a week later, and send nothing once paid", async () => {
    const lead = await acceptedJob();
    const { number, dueOn } = (await invoicesOf(lead.reference)).invoices[0];
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, number));
    const reminders = (await ctx.database.db.select().from(tasks).where(eq(tasks.type, "invoice-email"))).filter(
      (task) => task.payload.invoiceId === invoice!.id && task.payload.email === "reminder",
    );
    expect(reminders).toHaveLength(2);
    expect(dueOn).toBe(invoice!.dueOn);
    await staff.post(`/api/invoices/${number}/payments`).send({ amountCents: 57_956, paidOn: "2026-11-27", method: "bank" }).expect(201);
    await ctx.database.db
      .update(tasks)
      .set({ runAt: new Date() })
      .where(
        inArray(
          tasks.id,
          reminders.map((job) => job.id),
        ),
      );
    await pollUntilQueueDrained(ctx.database.db);
    const after = await ctx.database.db
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.id,
          reminders.map((job) => job.id),
        ),
      );
    expect(after.map((job) => job.lastError)).toEqual(["Not sent: the invoice is paid", "Not sent: the invoice is paid"]);
    expect(sink.received.filter((m) => m.mail.subject?.startsWith("Reminder"))).toHaveLength(0);
  });

  it("remind an overdue invoice's homeowner", async () => {
    const lead = await acceptedJob();
    const { number } = (await invoicesOf(lead.reference)).invoices[0];
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, number));
    // an invoice issued long ago: made overdue by moving the clock of the record, as the trigger allows no edit
    await ctx.database.db.execute(sql.raw("alter table invoices disable trigger invoices_issued_never_change"));
    await ctx.database.db.update(invoices).set({ dueOn: "2026-01-02" }).where(eq(invoices.id, invoice!.id));
    await ctx.database.db.execute(sql.raw("alter table invoices enable trigger invoices_issued_never_change"));
    const [reminder] = (await ctx.database.db.select().from(tasks).where(eq(tasks.type, "invoice-email"))).filter(
      (task) => task.payload.invoiceId === invoice!.id && task.payload.email === "reminder",
    );
    await ctx.database.db.update(tasks).set({ runAt: new Date() }).where(eq(tasks.id, reminder!.id));
    await pollUntilQueueDrained(ctx.database.db);
    const sent = sink.received.find((m) => m.envelopeTo.includes(lead.email) && m.mail.subject?.startsWith(`Reminder: invoice ${number}`));
    expect(sent?.mail.text).toContain("$579.56");
  });
});
