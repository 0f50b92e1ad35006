import { and, eq, isNull } from "drizzle-orm";
import { cardCharge } from "@shared/invoices/invoice-math";
import { cardCheckouts, type Invoice, invoices } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import type { StripeGateway } from "../../../infra/stripe/stripe-gateway";
import { owedCents } from "../invoice-ledger";
import { moneyOf } from "../invoices.queries";

/** What paying an invoice by card asks now: what is owed, and the surcharge on it when the Owner turned one on. */
export async function cardAmounts(db: AppDb, invoice: Invoice, surchargePercent: number) {
  return cardCharge(owedCents((await moneyOf(db, [invoice])).get(invoice.id)!), surchargePercent);
}

/** Checkout Sessions end after this long: a link left in a browser tab cannot be paid on days later. */
export const CHECKOUT_MINUTES = 60;
/** A session with less than this left is not offered again: the payer needs time on Stripe's page. */
const REUSE_MARGIN_MS = 10 * 60_000;
/** Sessions made before they carried their end: Stripe's default, 24 hours. */
const LEGACY_SESSION_MS = 24 * 3600_000;

/** The invoice's sessions that can still be paid on: not paid, not expired by us, not past their end. */
async function openCheckouts(db: AppDb, invoiceId: number) {
  const rows = await db
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.invoiceId, invoiceId), isNull(cardCheckouts.paidAt), isNull(cardCheckouts.expiredAt)));
  const now = Date.now();
  return rows.filter((row) => (row.expiresAt?.getTime() ?? row.createdAt.getTime() + LEGACY_SESSION_MS) > now);
}

/**
 * The Checkout Session for what the invoice owes now (and its surcharge, as its own line), kept with the amount
 * it must come back paid with. One open session per invoice and amount: a second press of "Pay by card" reuses
 * the open one, and a session for another amount (a payment came in between) is expired through Stripe's API
 * before a new one is made, so no stale amount can be paid twice. The pages Stripe returns to carry the
 * session's id, never the invoice's link.
 */
export async function startCardPayment(
  db: AppDb,
  gateway: StripeGateway,
  { invoice, email, siteUrl, surchargePercent }: { invoice: Invoice; email: string; siteUrl: string; surchargePercent: number },
): Promise<string | undefined> {
  const amounts = await cardAmounts(db, invoice, surchargePercent);
  if (amounts.owedCents <= 0) return undefined;
  const open = await openCheckouts(db, invoice.id);
  const reusable = open.find(
    (row) =>
      row.url &&
      row.amountCents === amounts.owedCents &&
      row.surchargeCents === amounts.surchargeCents &&
      row.expiresAt &&
      row.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS,
  );
  if (reusable) return reusable.url!;
  for (const stale of open) {
    await gateway.expireCheckout(stale.sessionId);
    await db.update(cardCheckouts).set({ expiredAt: new Date() }).where(eq(cardCheckouts.sessionId, stale.sessionId));
  }
  const expiresAt = new Date(Date.now() + CHECKOUT_MINUTES * 60_000);
  const session = await gateway.createCheckout({
    metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.number },
    lines: [
      { name: `Invoice ${invoice.number}`, amountCents: amounts.owedCents },
      ...(amounts.surchargeCents > 0 ? [{ name: "Card surcharge", amountCents: amounts.surchargeCents }] : []),
    ],
    email,
    successUrl: `${siteUrl}/payment/{CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/payment/cancelled`,
    expiresAt,
  });
  await db.insert(cardCheckouts).values({
    sessionId: session.id,
    invoiceId: invoice.id,
    ...amounts,
    amountCents: amounts.owedCents,
    url: session.url,
    expiresAt,
  });
  return session.url;
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
