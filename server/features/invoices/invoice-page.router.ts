import { linkExpired } from "@shared/calendar/brisbane-time";
import escapeHtml from "escape-html";
import { desc, eq, or } from "drizzle-orm";
import { type Request, type Response, Router } from "express";
import { cardCharge } from "@shared/invoices/invoice-math";
import { chargesGst, invoiceTitle } from "@shared/invoices/invoice-words";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import { formatCents } from "@shared/quotes/quote-math";
import { type Invoice, invoicePayments, invoices } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { StripeGateway } from "../../infra/stripe/stripe-gateway";
import { requireSameOrigin } from "../../middleware/same-origin";
import { findLead, type HomeownerPageDeps, homeownerPages, pageForm } from "../leads";
import { sendPdf } from "../../lib/homeowner-pdf";
import { checkoutOutcome, startCardPayment } from "./payments/card-payments";
import { invoiceStatus, overpaidCents, owedCents } from "./invoice-ledger";
import { INVOICE_LINK_DAYS_AFTER_SETTLED, invoiceOfToken } from "./invoice-links";
import { invoicePdf } from "./invoice-pdf";
import { moneyOf } from "./invoices.queries";

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

/**
 * The homeowner's invoice, /invoice/<token>: rendered whole on the server (it works with JavaScript off and
 * prints on A4), its PDF, and its "Pay by card" form, which sends them to a Stripe Checkout page. Stripe sends
 * them back to /payment/<session id>, which says "payment received" only once the signed webhook has said so.
 */
export function invoicePageRouter(deps: HomeownerPageDeps & { stripe?: StripeGateway }): Router {
  const { db, formLimiter, logger, currentInvoicing, stripe } = deps;
  const router = Router();
  const pages = homeownerPages(deps);

  const page = pages.linkPage<InvoicePageView>(
    { what: "Invoice link", why: "It may be incomplete.", then: "and we'll send it again." },
    async (view, renderer, business) => ({
      title: `${invoiceTitle(view.kind, chargesGst(view.issuer))} ${view.number} | ${business.name}`,
      description: `${invoiceTitle(view.kind, chargesGst(view.issuer))} ${view.number} from ${business.name}.`,
      html: await renderer.renderInvoicePage({ view, clientConfig: { business } }),
    }),
  );
  const { send, notFound } = page;

  async function viewOf(req: Request, invoice: Invoice): Promise<InvoicePageView> {
    const { payment } = invoice;
    const money = (await moneyOf(db, [invoice])).get(invoice.id)!;
    const lead = await findLead(db, invoice.leadId);
    const [creditOf] = invoice.creditOfId ? await db.select().from(invoices).where(eq(invoices.id, invoice.creditOfId)) : [];
    const payments = await db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(invoicePayments.paidOn, invoicePayments.id);
    const owed = owedCents(money);
    // what card payment adds, from what is owed as worked out above
    const card = stripe && owed > 0 ? cardCharge(owed, payment.cardSurchargePercent) : null;
    return {
      path: `/invoice/${String(req.params.token)}`,
      number: invoice.number,
      kind: invoice.kind,
      reference: lead?.reference ?? "",
      issuer: invoice.issuer,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      lines: invoice.lines,
      totalCents: invoice.totalCents,
      gstCents: invoice.gstCents,
      buyerName: invoice.buyerName,
      siteAddress: invoice.siteAddress,
      creditOf: creditOf?.number ?? null,
      note: invoice.note,
      status: invoiceStatus(money, brisbaneDay(new Date())),
      creditedCents: money.creditedCents,
      paidCents: money.paidCents,
      owedCents: owed,
      overpaidCents: overpaidCents(money),
      payments: payments.map((payment) => ({ paidOn: payment.paidOn, amountCents: payment.amountCents, method: payment.method })),
      card: card && {
        surchargePercent: payment.cardSurchargePercent,
        surchargeCents: card.surchargeCents,
        chargeCents: card.chargeCents,
      },
      // the account it was issued with, never today's
      bank:
        payment.bsb || payment.payId
          ? { accountName: payment.accountName, bsb: payment.bsb, accountNumber: payment.accountNumber, payId: payment.payId }
          : null,
    };
  }

  /** Settled (paid or credited) more than 90 days ago: the link has done its work. Never while money is owed. */
  async function expired(invoice: Invoice, view: InvoicePageView): Promise<boolean> {
    if (view.status !== "paid" && view.status !== "credited") return false;
    const [lastPayment] = await db
      .select({ at: invoicePayments.createdAt })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(desc(invoicePayments.createdAt))
      .limit(1);
    const [lastCredit] = await db
      .select({ at: invoices.createdAt })
      .from(invoices)
      .where(or(eq(invoices.creditOfId, invoice.id), eq(invoices.id, invoice.id)))
      .orderBy(desc(invoices.createdAt))
      .limit(1);
    const settled = Math.max(lastPayment?.at.getTime() ?? 0, lastCredit?.at.getTime() ?? 0);
    return linkExpired(new Date(settled), INVOICE_LINK_DAYS_AFTER_SETTLED);
  }

  async function opened(req: Request, res: Response): Promise<{ invoice: Invoice; view: InvoicePageView } | undefined> {
    const invoice = await invoiceOfToken(db, String(req.params.token));
    if (!invoice) {
      await notFound(req, res);
      return undefined;
    }
    const view = await viewOf(req, invoice);
    if (await expired(invoice, view)) {
      await page.expired(req, res);
      return undefined;
    }
    return { invoice, view };
  }

  router.get("/invoice/:token", async (req, res) => {
    const found = await opened(req, res);
    if (found) await send(req, res, 200, found.view);
  });

  router.get("/invoice/:token/pdf", async (req, res) => {
    const found = await opened(req, res);
    if (!found) return;
    res.set("Referrer-Policy", "same-origin");
    sendPdf(res, await invoicePdf(found.view), `${found.invoice.number}.pdf`);
  });

  router.post("/invoice/:token/pay", requireSameOrigin, formLimiter, pageForm("1kb", 2), async (req, res) => {
    const found = await opened(req, res);
    if (!found) return;
    const { invoice, view } = found;
    const refuse = (text: string) => send(req, res, 409, { ...view, notice: { tone: "error", text } });
    if (!stripe) return refuse("Card payments are not available for this invoice. Please pay by bank transfer.");
    if (view.owedCents <= 0) return refuse("Nothing is owing on this invoice.");
    const { business } = await currentInvoicing();
    const lead = await findLead(db, invoice.leadId);
    try {
      const url = await startCardPayment(db, stripe, {
        invoice,
        email: lead?.email ?? "",
        siteUrl: business.siteUrl,
        surchargePercent: invoice.payment.cardSurchargePercent,
      });
      if (!url) return refuse("Nothing is owing on this invoice.");
      res.redirect(303, url);
    } catch (error) {
      logger.error({ err: error, invoice: invoice.number }, "stripe checkout session not created");
      return refuse(`Card payments are not answering just now. Please try again in a few minutes, or pay by bank transfer.`);
    }
  });

  const paymentPage = (req: Request, res: Response, status: number, heading: string, text: string) =>
    pages.send(req, res, status, async (_renderer, business) => ({
      title: `${heading} | ${business.name}`,
      description: heading,
      html: `<main class="mx-auto max-w-xl px-4 py-16 text-center"><p class="mb-6 text-xl font-bold text-brand-800">${escapeHtml(business.name)}</p><h1 class="text-3xl font-bold text-ink">${escapeHtml(heading)}</h1><p role="status" class="mt-4 text-base text-ink-muted">${escapeHtml(text)}</p><p class="mt-6 text-base text-ink-muted">Questions? Call us on <a class="font-semibold text-brand-700 underline" href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a>.</p></main>`,
    }));

  router.get("/payment/cancelled", (req, res) =>
    paymentPage(
      req,
      res,
      200,
      "Payment cancelled",
      "Nothing was charged. Your invoice is still open: use the link in your email to pay when you're ready.",
    ),
  );

  router.get("/payment/:sessionId", async (req, res) => {
    const sessionId = String(req.params.sessionId);
    const outcome = SESSION_ID.test(sessionId) ? await checkoutOutcome(db, sessionId) : undefined;
    if (!outcome)
      return paymentPage(req, res, 404, "Payment not found", "We can't find this payment. If you were charged, please call us.");
    const amount = formatCents(outcome.checkout.amountCents + outcome.checkout.surchargeCents);
    if (outcome.confirmed) {
      return paymentPage(
        req,
        res,
        200,
        "Payment received",
        `Thank you: we've received your payment of ${amount} for invoice ${outcome.invoice.number}. A receipt is on its way from our card processor.`,
      );
    }
    return paymentPage(
      req,
      res,
      200,
      "We're confirming your payment",
      `We're confirming your payment of ${amount} for invoice ${outcome.invoice.number} with the card processor. This usually takes a few seconds: refresh this page to check.`,
    );
  });

  return router;
}
