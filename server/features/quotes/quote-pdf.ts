import { CONSUMER_BUILDING_GUIDE_URL, contractLevel, STATUTORY_WARRANTIES_NOTICE, WITHDRAWAL_NOTICE } from "@shared/quotes/quote-law";
import { formatCents } from "@shared/quotes/quote-math";
import type { QuoteVersion } from "@shared/schema";
import { formatDay, formatDayTime } from "@shared/calendar/day-format";
import { letterhead, lineTable, PDF_GREEN, PDF_MUTED, startPdf, totalRows } from "../../lib/homeowner-pdf";

export interface QuotePdfInput {
  version: QuoteVersion;
  reference: string;
  homeowner: string;
  /** the cooling-off period's last day, when the quote is at that level */
  coolingOffEnds: string | null;
}

const day = (iso: string | null) => (iso ? formatDay(iso) : "to be agreed");

/**
 * The quote as a PDF (pdfkit, its built-in Helvetica, A4): the same content as the quote page, for the homeowner's
 * records and attached to their confirmation. An accepted version carries who accepted it, when, and its hash.
 */
export function quotePdf({ version, reference, homeowner, coolingOffEnds }: QuotePdfInput): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: `Quote ${reference} version ${version.version}`, Author: version.contractor.tradingName });
  const level = contractLevel(version.totalCents);
  const { contractor } = version;
  letterhead(doc, contractor.tradingName, `${contractor.licensedName} · ${contractor.qbccLicence}`, [
    contractor.phone,
    contractor.email,
    contractor.address,
  ]);
  doc.fillColor("black").fontSize(14).font("Helvetica-Bold").text(`Quote ${reference}, version ${version.version}`);
  doc.fontSize(10).font("Helvetica").text(`For ${homeowner}`);
  if (version.sentAt)
    doc.text(`Issued ${formatDay(version.sentAt)}${version.expiresAt ? `, valid until ${formatDay(version.expiresAt)}` : ""}`);
  doc.moveDown();

  doc.font("Helvetica-Bold").text("Scope of work");
  doc.font("Helvetica").text(version.scope);
  if (version.exclusions) {
    doc.moveDown(0.5).font("Helvetica-Bold").text("Not included");
    doc.font("Helvetica").text(version.exclusions);
  }
  doc.moveDown();

  lineTable(
    doc,
    [
      { label: "Item", x: 50 },
      { label: "Quantity", x: 300 },
      { label: "Unit price", x: 370 },
      { label: "Amount", x: 450, width: 95 },
    ],
    version.lines.map((line) => [
      line.description,
      `${line.quantity} ${line.unit}`,
      formatCents(line.unitPriceCents),
      formatCents(line.amountCents),
    ]),
    240,
  );
  totalRows(
    doc,
    [
      ["Subtotal", formatCents(version.subtotalCents), false],
      ["GST (10%)", formatCents(version.gstCents), false],
      ["Total including GST", formatCents(version.totalCents), true],
      [`Deposit (${version.depositPercent}%)`, formatCents(version.depositCents), false],
    ],
    { labelX: 310, labelWidth: 140, amountX: 450 },
  );
  if (version.stages.length) {
    doc.moveDown().font("Helvetica-Bold").text("Progress payments", 50);
    doc.font("Helvetica");
    for (const stage of version.stages) doc.text(`${stage.description}: ${formatCents(stage.amountCents)}`, 50);
  }
  doc.moveDown().font("Helvetica-Bold").text("Dates", 50);
  doc.font("Helvetica");
  if (level === "level-two" || version.startDate) doc.text(`Estimated start: ${day(version.startDate)}`);
  doc.text(`Practical completion: ${day(version.completionDate)}`);

  if (level !== "small") {
    doc.moveDown().font("Helvetica-Bold").fillColor(PDF_GREEN).fontSize(11).text(WITHDRAWAL_NOTICE.title, 50, doc.y, { width: 495 });
    doc.fontSize(10).text(WITHDRAWAL_NOTICE.text, { width: 495 });
    doc.fillColor("black").font("Helvetica");
    if (coolingOffEnds)
      doc.text(
        `${version.acceptedAt ? "The" : "If the quote is accepted today, the"} cooling-off period ends at the end of ${day(coolingOffEnds)}.`,
        { width: 495 },
      );
  }
  if (level === "level-two") {
    doc.moveDown().fontSize(10).font("Helvetica-Bold").text(STATUTORY_WARRANTIES_NOTICE.title, { width: 495 });
    doc.fontSize(9).font("Helvetica").text(STATUTORY_WARRANTIES_NOTICE.text, { width: 495 });
    doc.moveDown(0.5).text(`QBCC Consumer Building Guide: ${CONSUMER_BUILDING_GUIDE_URL}`);
  }
  if (version.acceptedAt) {
    doc.moveDown().fontSize(10).font("Helvetica-Bold").text("Accepted");
    doc.font("Helvetica").text(`Accepted by ${version.acceptedName} on ${formatDayTime(version.acceptedAt)} (Brisbane time).`);
    if (version.contentHash) doc.fontSize(8).fillColor(PDF_MUTED).text(`SHA-256 of the accepted version: ${version.contentHash}`);
  }
  doc.end();
  return done;
}
