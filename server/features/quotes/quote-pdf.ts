import PDFDocument from "pdfkit";
import { CONSUMER_BUILDING_GUIDE_URL, contractLevel, STATUTORY_WARRANTIES_NOTICE, WITHDRAWAL_NOTICE } from "@shared/quotes/quote-law";
import { formatCents } from "@shared/quotes/quote-math";
import type { QuoteVersion } from "@shared/schema";
import { formatQuoteDay, formatQuoteTime } from "@shared/quotes/quote-dates";

export interface QuotePdfInput {
  version: QuoteVersion;
  reference: string;
  homeowner: string;
  /** the cooling-off period's last day, when the quote is at that level */
  coolingOffEnds: string | null;
}

const day = (iso: string | null) => (iso ? formatQuoteDay(iso) : "to be agreed");
const GREEN = "#1c5036";
const MUTED = "#4b5563";

/**
 * The quote as a PDF (pdfkit, its built-in Helvetica, A4): the same content as the quote page, for the homeowner's
 * records and attached to their confirmation. An accepted version carries who accepted it, when, and its hash.
 */
export function quotePdf({ version, reference, homeowner, coolingOffEnds }: QuotePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Quote ${reference} version ${version.version}`, Author: version.contractor.tradingName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const level = contractLevel(version.totalCents);
  const { contractor } = version;

  doc.fillColor(GREEN).fontSize(18).font("Helvetica-Bold").text(contractor.tradingName);
  doc.fillColor(MUTED).fontSize(9).font("Helvetica").text(`${contractor.licensedName} · ${contractor.qbccLicence}`);
  doc.text([contractor.phone, contractor.email, contractor.address].filter(Boolean).join(" · "));
  doc.moveDown();
  doc.fillColor("black").fontSize(14).font("Helvetica-Bold").text(`Quote ${reference}, version ${version.version}`);
  doc.fontSize(10).font("Helvetica").text(`For ${homeowner}`);
  if (version.sentAt)
    doc.text(`Issued ${formatQuoteDay(version.sentAt)}${version.expiresAt ? `, valid until ${formatQuoteDay(version.expiresAt)}` : ""}`);
  doc.moveDown();

  doc.font("Helvetica-Bold").text("Scope of work");
  doc.font("Helvetica").text(version.scope);
  if (version.exclusions) {
    doc.moveDown(0.5).font("Helvetica-Bold").text("Not included");
    doc.font("Helvetica").text(version.exclusions);
  }
  doc.moveDown();

  const columns = [50, 300, 370, 450] as const;
  doc.font("Helvetica-Bold").fontSize(9);
  const header = doc.y;
  doc
    .text("Item", columns[0], header)
    .text("Quantity", columns[1], header)
    .text("Unit price", columns[2], header)
    .text("Amount", columns[3], header, { width: 95, align: "right" });
  doc.font("Helvetica");
  for (const line of version.lines) {
    const y = doc.y + 4;
    doc.text(line.description, columns[0], y, { width: 240 });
    const after = doc.y;
    doc
      .text(`${line.quantity} ${line.unit}`, columns[1], y)
      .text(formatCents(line.unitPriceCents), columns[2], y)
      .text(formatCents(line.amountCents), columns[3], y, { width: 95, align: "right" });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  for (const [label, cents, bold] of [
    ["Subtotal", version.subtotalCents, false],
    ["GST (10%)", version.gstCents, false],
    ["Total including GST", version.totalCents, true],
    [`Deposit (${version.depositPercent}%)`, version.depositCents, false],
  ] as const) {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .text(label, columns[2] - 60, y, { width: 140 })
      .text(formatCents(cents), columns[3], y, { width: 95, align: "right" });
  }
  doc.x = 50;
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
    doc.moveDown().font("Helvetica-Bold").fillColor(GREEN).fontSize(11).text(WITHDRAWAL_NOTICE.title, 50, doc.y, { width: 495 });
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
    doc.font("Helvetica").text(`Accepted by ${version.acceptedName} on ${formatQuoteTime(version.acceptedAt)} (Brisbane time).`);
    if (version.contentHash) doc.fontSize(8).fillColor(MUTED).text(`SHA-256 of the accepted version: ${version.contentHash}`);
  }
  doc.end();
  return done;
}
