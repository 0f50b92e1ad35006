import PDFDocument from "pdfkit";
import { formatAbn } from "@shared/invoices/abn";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import { formatBsb } from "@shared/invoices/invoice-views";
import { invoiceTitle } from "@shared/invoices/invoice-words";
import { formatQuoteDay } from "@shared/quotes/quote-dates";
import { formatCents } from "@shared/quotes/quote-math";

const GREEN = "#1c5036";
const MUTED = "#4b5563";

/**
 * The invoice as a PDF (pdfkit, Helvetica, A4), with the same content as its page: what a tax invoice must
 * show, what is paid and owed, and how to pay by bank transfer.
 */
export function invoicePdf(view: InvoicePageView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${invoiceTitle(view.kind)} ${view.number}`, Author: view.issuer.tradingName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const { issuer } = view;

  doc.fillColor(GREEN).fontSize(18).font("Helvetica-Bold").text(issuer.tradingName);
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .font("Helvetica")
    .text(`${issuer.licensedName}${issuer.abn ? ` · ABN ${formatAbn(issuer.abn)}` : ""}`);
  doc.text([issuer.phone, issuer.email, issuer.address].filter(Boolean).join(" · "));
  doc.moveDown();
  doc
    .fillColor("black")
    .fontSize(16)
    .font("Helvetica-Bold")
    .text(`${invoiceTitle(view.kind)} ${view.number}`);
  doc.fontSize(10).font("Helvetica");
  doc.text(`Date of issue: ${formatQuoteDay(view.issuedOn)}`);
  if (view.kind !== "credit") doc.text(`Due: ${formatQuoteDay(view.dueOn)}`);
  if (view.creditOf) doc.text(`Credits tax invoice ${view.creditOf}`);
  doc.text(`Job reference: ${view.reference}`);
  if (view.buyerName) doc.text(`To: ${view.buyerName}`);
  if (view.siteAddress) doc.text(`Site: ${view.siteAddress}`);
  doc.moveDown();

  const columns = [50, 380, 450] as const;
  doc.font("Helvetica-Bold").fontSize(9);
  const header = doc.y;
  doc
    .text("Description", columns[0], header)
    .text("Quantity", columns[1], header)
    .text("Amount incl. GST", columns[2], header, { width: 95, align: "right" });
  doc.font("Helvetica");
  for (const line of view.lines) {
    const y = doc.y + 4;
    doc.text(line.description, columns[0], y, { width: 320 });
    const after = doc.y;
    doc.text(String(line.quantity), columns[1], y).text(formatCents(line.amountCents), columns[2], y, { width: 95, align: "right" });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  const rows: [string, number, boolean][] = [
    ["Total including GST", view.totalCents, true],
    ["GST included", view.gstCents, false],
  ];
  if (view.kind !== "credit") {
    if (view.creditedCents) rows.push(["Credited", -view.creditedCents, false]);
    rows.push(["Paid", view.paidCents, false], ["Owing", view.owedCents, true]);
  }
  for (const [label, cents, bold] of rows) {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .text(label, columns[1] - 80, y, { width: 150 })
      .text(formatCents(cents), columns[2], y, { width: 95, align: "right" });
  }
  doc.x = 50;
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
