import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { cardCharge } from "@shared/invoices/invoice-math";
import { cardCheckouts, type Invoice, invoicePayments, invoices, stripeEvents } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import type { Logger } from "../../../logger";
import type { StripeGateway } from "../../../infra/stripe/stripe-gateway";
import { recordPayment } from "../invoice-actions";
import { owedCents } from "../invoice-ledger";
import { moneyOf } from "../invoices.queries";

/** What paying an invoice by card asks now: what is owed, and the surcharge on it when the Owner turned one on. */
export async function cardAmounts(db: AppDb, invoice: Invoice, surchargePercent: number) {
  return cardCharge(owedCents((await moneyOf(db, [invoice])).get(invoice.id)!), surchargePercent);
}

/**
 * A Checkout Session for what the invoice owes now (and its surcharge, as its own line), kept with the amount
 * it must come back paid with. The pages Stripe returns to carry the session's id, never the invoice's link.
 */
export async function startCardPayment(
  db: AppDb,
  gateway: StripeGateway,
  { invoice, email, siteUrl, surchargePercent }: { invoice: Invoice; email: string; siteUrl: string; surchargePercent: number },
): Promise<string | undefined> {
  const amounts = await cardAmounts(db, invoice, surchargePercent);
  if (amounts.owedCents <= 0) return undefined;
  const session = await gateway.createCheckout({
    metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.number },
    lines: [
      { name: `Invoice ${invoice.number}`, amountCents: amounts.owedCents },
      ...(amounts.surchargeCents > 0 ? [{ name: "Card surcharge", amountCents: amounts.surchargeCents }] : []),
    ],
    email,
    successUrl: `${siteUrl}/payment/{CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/payment/cancelled`,
  });
  await db.insert(cardCheckouts).values({ sessionId: session.id, invoiceId: invoice.id, ...amounts, amountCents: amounts.owedCents });
  return session.url;
}

type Outcome = string;

/** checkout.session.completed: paid, in Australian dollars, for exactly what the session we made asked. */
async function sessionCompleted(tx: AppDb, session: Stripe.Checkout.Session): Promise<Outcome> {
  if (session.payment_status !== "paid") return `not paid (${session.payment_status})`;
  const [checkout] = await tx.select().from(cardCheckouts).where(eq(cardCheckouts.sessionId, session.id));
  if (!checkout) return "not a session of ours";
  if (session.metadata?.invoiceId !== String(checkout.invoiceId)) return "metadata names another invoice";
  if (session.currency !== "aud") return `wrong currency (${session.currency})`;
  if (session.amount_total !== checkout.amountCents + checkout.surchargeCents) return `wrong amount (${session.amount_total})`;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, checkout.invoiceId));
  if (!invoice) return "no such invoice";
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? session.id);
  const [already] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.stripePaymentIntent, intent));
  if (already) return "already recorded";
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
  return `paid ${invoice.number}: ${status}`;
}

/** charge.refunded: what the charge's refunds now total, less what is already recorded, is recorded as a refund. */
async function chargeRefunded(tx: AppDb, charge: Stripe.Charge): Promise<Outcome> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return "no payment intent";
  const [paid] = await tx.select().from(invoicePayments).where(eq(invoicePayments.stripePaymentIntent, intent)).for("update");
  if (!paid) return "no payment of ours";
  const [refunded] = await tx
    .select({
      cents: sql<number>`coalesce(-sum(${invoicePayments.amountCents}) filter (where ${invoicePayments.amountCents} < 0), 0)::int`,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.stripePaymentIntent, intent));
  // the surcharge is refunded last: the invoice's payment is what comes off first
  const refundable = Math.min(charge.amount_refunded, paid.amountCents);
  const more = refundable - Number(refunded?.cents ?? 0);
  if (more <= 0) return "nothing new refunded";
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, paid.invoiceId));
  await recordPayment(tx, invoice!, {
    amountCents: -more,
    paidOn: brisbaneDay(new Date()),
    method: "card",
    note: "Refund (Stripe)",
    stripePaymentIntent: intent,
    by: "Stripe",
  });
  return `refunded ${more} on ${invoice!.number}`;
}

/**
 * A verified Stripe event, taken once: its id is stored in the transaction that records what it says, so a
 * delivery repeated, or two at once, records nothing a second time.
 */
export async function takeStripeEvent(db: AppDb, event: Stripe.Event, logger: Logger): Promise<void> {
  const outcome = await inTransaction(db, async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, outcome: "taken" })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return "already taken";
    const result =
      event.type === "checkout.session.completed"
        ? await sessionCompleted(tx, event.data.object)
        : event.type === "charge.refunded"
          ? await chargeRefunded(tx, event.data.object)
          : "not an event we act on";
    await tx
      .update(stripeEvents)
      .set({ outcome: result.slice(0, 200) })
      .where(eq(stripeEvents.id, event.id));
    return result;
  });
  logger.info({ eventId: event.id, type: event.type, outcome }, "stripe event");
}

/** A session and whether its webhook has confirmed it: the page the payer returns to says so only then. */
export async function checkoutOutcome(db: AppDb, sessionId: string) {
  const [row] = await db
    .select({ checkout: cardCheckouts, invoice: invoices })
    .from(cardCheckouts)
    .innerJoin(invoices, eq(invoices.id, cardCheckouts.invoiceId))
    .where(eq(cardCheckouts.sessionId, sessionId));
  return row && { ...row, confirmed: row.checkout.paidAt !== null };
}
