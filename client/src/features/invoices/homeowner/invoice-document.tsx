import { formatAbn } from "@shared/invoices/abn";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import { chargesGst, invoiceTitle } from "@shared/invoices/invoice-words";
import { formatDay } from "@shared/calendar/day-format";
import { formatCents } from "@shared/quotes/quote-math";
import { DocumentFrame } from "@/components/homeowner-document/document-frame";
import { DocumentLines } from "@/components/homeowner-document/document-lines";

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
  const gst = chargesGst(issuer);
  return (
    <DocumentFrame
      titleId="invoice-title"
      tradingName={issuer.tradingName}
      licenceLine={
        <>
          {issuer.licensedName}
          {issuer.abn && (
            <>
              {" · "}
              <span className="whitespace-nowrap">ABN {formatAbn(issuer.abn)}</span>
            </>
          )}
        </>
      }
      contacts={[issuer.phone, issuer.email, issuer.address]}
      title={`${invoiceTitle(view.kind, gst)} ${view.number}`}
      meta={[
        `Issued ${formatDay(view.issuedOn)}`,
        !credit && `Due ${formatDay(view.dueOn)}`,
        view.creditOf && `Credits ${invoiceTitle("final", gst).toLowerCase()} ${view.creditOf}`,
        `Job ${view.reference}`,
      ]}
    >
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
        <DocumentLines lines={view.lines.map((line) => ({ ...line, detail: `Quantity ${line.quantity}` }))} />
        <dl className="mt-3 ml-auto max-w-sm">
          <Row label={gst ? "Total including GST" : "Total"} cents={view.totalCents} strong />
          {gst && <Row label="GST included" cents={view.gstCents} />}
          {!credit && view.creditedCents > 0 && <Row label="Credited" cents={-view.creditedCents} />}
          {!credit && <Row label="Paid" cents={view.paidCents} />}
          {!credit && <Row label="Owing" cents={view.owedCents} strong />}
        </dl>
        {view.note && <p className="mt-3 whitespace-pre-line text-sm text-ink-muted">{view.note}</p>}
      </section>
    </DocumentFrame>
  );
}
