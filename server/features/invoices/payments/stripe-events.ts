import { and, eq, gt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { ROUTE_PATHS } from "@shared/route-paths";
import { cardCheckouts, invoicePayments, invoices, stripeEarlyRefunds, stripeEvents } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { enqueueOwnerNotice } from "../../../infra/push/push-queue";
import type { Logger } from "../../../logger";
import { recordPayment } from "../invoice-actions";

/**
 * What an event came to. `alert`: the Owners should look at it (money moved, or should have, in a way we did not
 * record as paid, refunded or disputed); an event already seen, a payment still pending, or one we do not act on
 * is not.
 */
interface Outcome {
  text: string;
  alert?: boolean;
  invoice?: string;
}
const anomaly = (text: string, invoice?: string): Outcome => ({ text, alert: true, ...(invoice ? { invoice } : {}) });

const intentOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** A card payment of ours (never a refund row) with its invoice, locked for the change an event makes. */
async function cardPaymentOf(tx: AppDb, intent: string) {
  const [row] = await tx
    .select({ payment: invoicePayments, invoice: invoices })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.stripePaymentIntent, intent), gt(invoicePayments.amountCents, 0)))
    .for("update", { of: invoicePayments });
  return row;
}

/**
 * checkout.session.completed and checkout.session.async_payment_succeeded: paid, in Australian dollars, for
 * exactly what the session we made asked. A refund that came first is recorded with it.
 */
async function sessionPaid(tx: AppDb, session: Stripe.Checkout.Session): Promise<Outcome> {
  const [checkout] = await tx.select().from(cardCheckouts).where(eq(cardCheckouts.sessionId, session.id));
  if (!checkout) return anomaly("not a session of ours");
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, checkout.invoiceId));
  if (!invoice) return anomaly("no such invoice");
  // a bank debit completes the session unpaid, and pays (or fails) later in its own event
  if (session.payment_status !== "paid") return { text: `payment pending (${session.payment_status})`, invoice: invoice.number };
  if (session.metadata?.invoiceId !== String(checkout.invoiceId)) return anomaly("metadata names another invoice", invoice.number);
  if (session.currency !== "aud") return anomaly(`wrong currency (${session.currency})`, invoice.number);
  if (session.amount_total !== checkout.amountCents + checkout.surchargeCents) {
    return anomaly(`wrong amount (${session.amount_total})`, invoice.number);
  }
  const intent = intentOf(session.payment_intent) ?? session.id;
  if (await cardPaymentOf(tx, intent)) return { text: "already recorded", invoice: invoice.number };
  await tx.update(cardCheckouts).set({ paidAt: new Date() }).where(eq(cardCheckouts.sessionId, session.id));
  const status = await recordPayment(tx, invoice, {
    amountCents: checkout.amountCents,
    surchargeCents: checkout.surchargeCents,
    paidOn: brisbaneDay(new Date((session.created ?? Date.now() / 1000) * 1000)),
    method: "card",
    note: "Card (Stripe)",
    stripePaymentIntent: intent,
    by: "Stripe",
  });
  const [early] = await tx.delete(stripeEarlyRefunds).where(eq(stripeEarlyRefunds.paymentIntent, intent)).returning();
  const refunded = early ? await applyRefund(tx, intent, early.amountRefundedCents) : undefined;
  return { text: `paid ${invoice.number}: ${status}${refunded ? `; ${refunded.text}` : ""}`, invoice: invoice.number };
}

/** checkout.session.async_payment_failed: nothing was paid; the Owners hear of it, as the homeowner may not. */
async function sessionFailed(tx: AppDb, session: Stripe.Checkout.Session): Promise<Outcome> {
  const [row] = await tx
    .select({ number: invoices.number })
    .from(cardCheckouts)
    .innerJoin(invoices, eq(invoices.id, cardCheckouts.invoiceId))
    .where(eq(cardCheckouts.sessionId, session.id));
  return anomaly("the card payment failed after checkout: nothing was paid", row?.number);
}

/** Records as a refund what the payment's refunds now total (`amountRefunded`), less what is already recorded. */
async function applyRefund(tx: AppDb, intent: string, amountRefunded: number): Promise<Outcome> {
  const paid = await cardPaymentOf(tx, intent);
  if (!paid) return anomaly("no payment of ours");
  const [refunded] = await tx
    .select({
      cents: sql<number>`coalesce(-sum(${invoicePayments.amountCents}) filter (where ${invoicePayments.amountCents} < 0), 0)::int`,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.stripePaymentIntent, intent));
  // the surcharge is refunded last: the invoice's payment is what comes off first
  const refundable = Math.min(amountRefunded, paid.payment.amountCents);
  const more = refundable - Number(refunded?.cents ?? 0);
  if (more <= 0) return { text: "nothing new refunded", invoice: paid.invoice.number };
  await recordPayment(tx, paid.invoice, {
    amountCents: -more,
    paidOn: brisbaneDay(new Date()),
    method: "card",
    note: "Refund (Stripe)",
    stripePaymentIntent: intent,
    by: "Stripe",
  });
  return { text: `refunded ${more} on ${paid.invoice.number}`, invoice: paid.invoice.number };
}

/** charge.refunded: applied to its payment; kept until the payment arrives when it came first. */
async function chargeRefunded(tx: AppDb, charge: Stripe.Charge, eventId: string): Promise<Outcome> {
  const intent = intentOf(charge.payment_intent);
  if (!intent) return anomaly("a refund with no payment intent");
  if (await cardPaymentOf(tx, intent)) return applyRefund(tx, intent, charge.amount_refunded);
  await tx
    .insert(stripeEarlyRefunds)
    .values({ paymentIntent: intent, amountRefundedCents: charge.amount_refunded, eventId })
    .onConflictDoUpdate({
      target: stripeEarlyRefunds.paymentIntent,
      set: { amountRefundedCents: sql`greatest(${stripeEarlyRefunds.amountRefundedCents}, ${charge.amount_refunded})`, eventId },
    });
  return { text: "refund kept until its payment arrives" };
}

/**
 * charge.dispute.created: the payment counts as unpaid (the invoice is owed again and shows "Disputed") and the
 * Owners are told; charge.dispute.closed: won restores it, lost leaves it owed.
 */
async function chargeDispute(tx: AppDb, dispute: Stripe.Dispute, closed: boolean): Promise<Outcome> {
  const intent = intentOf(dispute.payment_intent);
  const paid = intent ? await cardPaymentOf(tx, intent) : undefined;
  if (!paid) return anomaly("a dispute of no payment of ours");
  const number = paid.invoice.number;
  if (!closed) {
    await tx.update(invoicePayments).set({ disputedAt: new Date() }).where(eq(invoicePayments.id, paid.payment.id));
    return anomaly(`payment disputed (${dispute.reason}): ${number} is owed again`, number);
  }
  if (dispute.status === "won") {
    await tx.update(invoicePayments).set({ disputedAt: null }).where(eq(invoicePayments.id, paid.payment.id));
    return { text: `dispute won: ${number} is paid again`, invoice: number };
  }
  return anomaly(`dispute closed ${dispute.status}: ${number} stays owed`, number);
}

async function outcomeOf(tx: AppDb, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionPaid(tx, event.data.object);
    case "checkout.session.async_payment_failed":
      return sessionFailed(tx, event.data.object);
    case "charge.refunded":
      return chargeRefunded(tx, event.data.object, event.id);
    case "charge.dispute.created":
      return chargeDispute(tx, event.data.object, false);
    case "charge.dispute.closed":
      return chargeDispute(tx, event.data.object, true);
    default:
      return { text: "not an event we act on" };
  }
}

/**
 * A verified Stripe event, taken once: its id is stored in the transaction that records what it says, so a
 * delivery repeated, or two at once, records nothing a second time. An event that moved money in a way we did
 * not record as paid, refunded or disputed is pushed to the Owners with its id, in the same transaction.
 */
export async function takeStripeEvent(db: AppDb, event: Stripe.Event, logger: Logger): Promise<void> {
  const outcome = await inTransaction(db, async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, outcome: "taken" })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { text: "already taken" };
    const result = await outcomeOf(tx, event);
    if (result.alert) {
      await enqueueOwnerNotice(tx, {
        title: `Card payment needs a look: ${result.invoice ?? "no invoice of ours"}`,
        body: `${result.text}. Stripe event ${event.id}`,
        url: ROUTE_PATHS.adminInvoicePayments.path,
      });
    }
    await tx
      .update(stripeEvents)
      .set({ outcome: result.text.slice(0, 200) })
      .where(eq(stripeEvents.id, event.id));
    return result;
  });
  logger[outcome.alert ? "warn" : "info"]({ eventId: event.id, type: event.type, outcome: outcome.text }, "stripe event");
}
