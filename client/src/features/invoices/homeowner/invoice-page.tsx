import { CreditCard, Landmark } from "lucide-react";
import { formatBsb, type InvoicePageView } from "@shared/invoices/invoice-views";
import { invoiceStatusLabel } from "@shared/invoices/invoice-api";
import { formatDay } from "@shared/calendar/day-format";
import { formatCents } from "@shared/quotes/quote-math";
import { DocumentActions } from "@/components/homeowner-document/document-actions";
import { PageNotice } from "@/components/homeowner-document/page-notice";
import { InvoiceDocument } from "./invoice-document";

const primaryButton =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto";
const panel = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6";

/**
 * /invoice/<token>: the homeowner's tax invoice, rendered whole on the server with nothing to run in the
 * browser. It prints on A4 as the document alone; paying by card is a form that posts, by bank a reference.
 */
export function InvoicePage({ view }: { view: InvoicePageView }) {
  const owing = view.kind !== "credit" && view.owedCents > 0;
  return (
    <div className="min-h-screen bg-gray-50 py-6 sm:py-10 print:bg-white print:py-0">
      <main className="mx-auto grid max-w-3xl gap-6 px-4 sm:px-6 print:max-w-none print:px-0">
        <PageNotice notice={view.notice} />
        {view.kind !== "credit" && (
          <p role="status" className="rounded-lg border border-gray-200 bg-white px-4 py-3 text-base text-ink print:hidden">
            <span className="font-semibold">{invoiceStatusLabel[view.status]}.</span>{" "}
            {owing
              ? `${formatCents(view.owedCents)} owing${view.status === "overdue" ? `, due ${formatDay(view.dueOn)}` : ` by ${formatDay(view.dueOn)}`}.`
              : view.overpaidCents > 0
                ? `Paid in full, with ${formatCents(view.overpaidCents)} over: we'll be in touch about it.`
                : "Nothing is owing. Thank you."}
          </p>
        )}

        <InvoiceDocument view={view} />

        {owing && (
          <section aria-labelledby="pay-title" className="grid gap-4 print:hidden">
            <h2 id="pay-title" className="text-xl font-bold text-ink">
              Pay {formatCents(view.owedCents)}
            </h2>
            {view.card && (
              <form method="post" action={`${view.path}/pay`} className={panel}>
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <CreditCard aria-hidden="true" className="h-5 w-5 text-brand-700" /> By card
                </h3>
                {view.card.surchargeCents > 0 ? (
                  <dl className="mt-2 max-w-sm text-base text-ink">
                    <div className="flex justify-between">
                      <dt>Invoice</dt>
                      <dd className="tabular-nums">{formatCents(view.owedCents)}</dd>
                    </div>
                    <div className="flex justify-between">
                      <dt>Card surcharge ({view.card.surchargePercent}%)</dt>
                      <dd className="tabular-nums">{formatCents(view.card.surchargeCents)}</dd>
                    </div>
                    <div className="flex justify-between font-semibold">
                      <dt>Charged to your card</dt>
                      <dd className="tabular-nums">{formatCents(view.card.chargeCents)}</dd>
                    </div>
                  </dl>
                ) : (
                  <p className="mt-1 text-base text-ink-muted">No surcharge. You'll pay on Stripe's secure page and come back here.</p>
                )}
                <button type="submit" className={`${primaryButton} mt-4`}>
                  Pay {formatCents(view.card.chargeCents)} by card
                </button>
              </form>
            )}
            {view.bank && (
              <div className={panel}>
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <Landmark aria-hidden="true" className="h-5 w-5 text-brand-700" /> By bank transfer
                </h3>
                <dl className="mt-2 grid gap-1 text-base text-ink sm:grid-cols-[max-content_1fr] sm:gap-x-6">
                  {view.bank.bsb && (
                    <>
                      <dt className="text-ink-muted">Account name</dt>
                      <dd className="font-medium">{view.bank.accountName}</dd>
                      <dt className="text-ink-muted">BSB</dt>
                      <dd className="font-medium tabular-nums">{formatBsb(view.bank.bsb)}</dd>
                      <dt className="text-ink-muted">Account number</dt>
                      <dd className="font-medium tabular-nums">{view.bank.accountNumber}</dd>
                    </>
                  )}
                  {view.bank.payId && (
                    <>
                      <dt className="text-ink-muted">PayID</dt>
                      <dd className="font-medium break-all">{view.bank.payId}</dd>
                    </>
                  )}
                  <dt className="text-ink-muted">Reference</dt>
                  <dd className="font-bold">{view.number}</dd>
                </dl>
                <p className="mt-2 text-sm text-ink-muted">Please use the reference {view.number} so we can match your payment.</p>
              </div>
            )}
          </section>
        )}

        {view.payments.length > 0 && (
          <section aria-labelledby="payments-title" className={panel}>
            <h2 id="payments-title" className="text-base font-semibold text-ink">
              Payments
            </h2>
            <ul className="mt-2 divide-y divide-gray-200">
              {view.payments.map((payment, i) => (
                <li key={i} className="flex justify-between gap-4 py-2 text-base text-ink">
                  <span>
                    {formatDay(payment.paidOn)} ·{" "}
                    {payment.amountCents < 0 ? "Refund" : { bank: "Bank transfer", cash: "Cash", card: "Card" }[payment.method]}
                  </span>
                  <span className="tabular-nums">{formatCents(payment.amountCents)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <DocumentActions pdfPath={`${view.path}/pdf`} />
      </main>
    </div>
  );
}
