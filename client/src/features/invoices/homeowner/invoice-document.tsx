import { formatAbn } from "@shared/invoices/abn";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import { invoiceTitle } from "@shared/invoices/invoice-words";
import { formatDay } from "@shared/calendar/day-format";
import { formatCents } from "@shared/quotes/quote-math";

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "text-lg font-bold text-ink" : "text-base text-ink"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}

/**
 * What a tax invoice must show (the ATO's list): the words "Tax invoice", the seller's licensed name and ABN,
 * the date of issue, each line with its quantity and amount including GST, the GST, the total, and from $1,000
 * the buyer and the site. Below, what is paid and what is owed.
 */
export function InvoiceDocument({ view }: { view: InvoicePageView }) {
  const { issuer } = view;
  const credit = view.kind === "credit";
  return (
    <article
      aria-labelledby="invoice-title"
      className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200 print:rounded-none print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-4 border-b border-gray-200 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-8 print:p-0 print:pb-4">
        <div>
          <p className="text-2xl font-bold text-brand-800">{issuer.tradingName}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {issuer.licensedName}
            {issuer.abn && (
              <>
                {" · "}
                <span className="whitespace-nowrap">ABN {formatAbn(issuer.abn)}</span>
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{[issuer.phone, issuer.email, issuer.address].filter(Boolean).join(" · ")}</p>
        </div>
        <div className="sm:shrink-0 sm:text-right sm:whitespace-nowrap">
          <h1 id="invoice-title" className="text-xl font-bold text-ink">
            {invoiceTitle(view.kind)} {view.number}
          </h1>
          <p className="text-sm text-ink-muted">Issued {formatDay(view.issuedOn)}</p>
          {!credit && <p className="text-sm text-ink-muted">Due {formatDay(view.dueOn)}</p>}
          {view.creditOf && <p className="text-sm text-ink-muted">Credits tax invoice {view.creditOf}</p>}
          <p className="text-sm text-ink-muted">Job {view.reference}</p>
        </div>
      </header>
      <div className="grid gap-6 p-5 sm:p-8 print:gap-4 print:p-0 print:pt-4">
        {(view.buyerName || view.siteAddress) && (
          <dl className="grid gap-1 text-base text-ink sm:grid-cols-2">
            {view.buyerName && (
              <div>
                <dt className="text-sm text-ink-muted">To</dt>
                <dd className="font-semibold">{view.buyerName}</dd>
              </div>
            )}
            {view.siteAddress && (
              <div>
                <dt className="text-sm text-ink-muted">Site</dt>
                <dd>{view.siteAddress}</dd>
              </div>
            )}
          </dl>
        )}
        <section aria-labelledby="invoice-lines">
          <h2 id="invoice-lines" className="text-base font-semibold text-ink">
            Details
          </h2>
          <ul className="mt-2 divide-y divide-gray-200 border-y border-gray-200">
            {view.lines.map((line, i) => (
              <li key={i} className="flex items-start justify-between gap-4 py-3 print:break-inside-avoid">
                <div className="min-w-0">
                  <p className="text-base text-ink">{line.description}</p>
                  <p className="text-sm text-ink-muted">Quantity {line.quantity}</p>
                </div>
                <p className="shrink-0 text-base font-medium tabular-nums text-ink">{formatCents(line.amountCents)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 ml-auto max-w-sm">
            <Row label="Total including GST" cents={view.totalCents} strong />
            <Row label="GST included" cents={view.gstCents} />
            {!credit && view.creditedCents > 0 && <Row label="Credited" cents={-view.creditedCents} />}
            {!credit && <Row label="Paid" cents={view.paidCents} />}
            {!credit && <Row label="Owing" cents={view.owedCents} strong />}
          </dl>
          {view.note && <p className="mt-3 whitespace-pre-line text-sm text-ink-muted">{view.note}</p>}
        </section>
      </div>
    </article>
  );
}
