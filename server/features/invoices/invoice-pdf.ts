import { formatAbn } from "@shared/invoices/abn";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import { formatBsb } from "@shared/invoices/invoice-views";
import { chargesGst, invoiceTitle } from "@shared/invoices/invoice-words";
import { formatDay } from "@shared/calendar/day-format";
import { formatCents } from "@shared/quotes/quote-math";
import { letterhead, lineTable, startPdf, totalRows } from "../../lib/homeowner-pdf";

/**
 * The invoice as a PDF (pdfkit, Helvetica, A4), with the same content as its page: what a tax invoice must
 * show, what is paid and owed, and how to pay by bank transfer.
 */
export function invoicePdf(view: InvoicePageView): Promise<Buffer> {
  const { issuer } = view;
  const gst = chargesGst(issuer);
  const title = `${invoiceTitle(view.kind, gst)} ${view.number}`;
  const { doc, done } = startPdf({ Title: title, Author: issuer.tradingName });
  letterhead(doc, issuer.tradingName, `${issuer.licensedName}${issuer.abn ? ` · ABN ${formatAbn(issuer.abn)}` : ""}`, [
    issuer.phone,
    issuer.email,
    issuer.address,
  ]);
  doc.fillColor("black").fontSize(16).font("Helvetica-Bold").text(title);
  doc.fontSize(10).font("Helvetica");
  doc.text(`Date of issue: ${formatDay(view.issuedOn)}`);
  if (view.kind !== "credit") doc.text(`Due: ${formatDay(view.dueOn)}`);
  if (view.creditOf) doc.text(`Credits ${invoiceTitle("final", gst).toLowerCase()} ${view.creditOf}`);
  doc.text(`Job reference: ${view.reference}`);
  if (view.buyerName) doc.text(`To: ${view.buyerName}`);
  if (view.siteAddress) doc.text(`Site: ${view.siteAddress}`);
  doc.moveDown();

  lineTable(
    doc,
    [
      { label: "Description", x: 50 },
      { label: "Quantity", x: 380 },
      { label: gst ? "Amount incl. GST" : "Amount", x: 450, width: 95 },
    ],
    view.lines.map((line) => [line.description, String(line.quantity), formatCents(line.amountCents)]),
    320,
  );
  const rows: [string, number, boolean][] = gst
    ? [
        ["Total including GST", view.totalCents, true],
        ["GST included", view.gstCents, false],
      ]
    : [["Total", view.totalCents, true]];
  if (view.kind !== "credit") {
    if (view.creditedCents) rows.push(["Credited", -view.creditedCents, false]);
    rows.push(["Paid", view.paidCents, false], ["Owing", view.owedCents, true]);
  }
  totalRows(
    doc,
    rows.map(([label, cents, bold]) => [label, formatCents(cents), bold]),
    { labelX: 300, labelWidth: 150, amountX: 450 },
  );
  if (view.note) doc.moveDown().font("Helvetica").text(view.note, 50, doc.y, { width: 495 });
  if (view.bank && view.owedCents > 0) {
    doc.moveDown().font("Helvetica-Bold").text("Pay by bank transfer", 50);
    doc.font("Helvetica");
    if (view.bank.bsb)
      doc.text(`Account name: ${view.bank.accountName}   BSB: ${formatBsb(view.bank.bsb)}   Account: ${view.bank.accountNumber}`);
    if (view.bank.payId) doc.text(`PayID: ${view.bank.payId}`);
    doc.text(`Reference: ${view.number}`);
  }
  doc.end();
  return done;
}
