import type { Response } from "express";
import PDFDocument from "pdfkit";

/** The documents' two colours: the brand's green for headings, a grey that reads on paper for the small print. */
export const PDF_GREEN = "#1c5036";
export const PDF_MUTED = "#4b5563";

/** A new A4 document (pdfkit, its built-in Helvetica, so no font file ships) and the bytes it becomes once ended. */
export function startPdf(info: { Title: string; Author: string }, margin = 50) {
  const doc = new PDFDocument({ size: "A4", margin, info });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

export type PdfDocument = ReturnType<typeof startPdf>["doc"];

/** A quote's or invoice's letterhead: the trading name, the licence or ABN line, then how to reach the business. */
export function letterhead(doc: PdfDocument, tradingName: string, licenceLine: string, contacts: readonly (string | null | undefined)[]) {
  doc.fillColor(PDF_GREEN).fontSize(18).font("Helvetica-Bold").text(tradingName);
  doc.fillColor(PDF_MUTED).fontSize(9).font("Helvetica").text(licenceLine);
  doc.text(contacts.filter(Boolean).join(" · "));
  doc.moveDown();
}

export interface PdfColumn {
  label: string;
  x: number;
  /** the last column is a right-aligned amount this wide */
  width?: number;
}

/**
 * The lines of a quote or invoice: a bold header, then each row as tall as its first cell (the description, which
 * wraps at `firstWidth`), the other cells on its first line.
 */
export function lineTable(doc: PdfDocument, columns: readonly PdfColumn[], rows: readonly (readonly string[])[], firstWidth: number) {
  const cellOptions = (column: PdfColumn) => (column.width ? { width: column.width, align: "right" as const } : {});
  doc.font("Helvetica-Bold").fontSize(9);
  const header = doc.y;
  for (const column of columns) doc.text(column.label, column.x, header, cellOptions(column));
  doc.font("Helvetica");
  for (const row of rows) {
    const y = doc.y + 4;
    doc.text(row[0]!, columns[0]!.x, y, { width: firstWidth });
    const after = doc.y;
    columns.slice(1).forEach((column, i) => doc.text(row[i + 1]!, column.x, y, cellOptions(column)));
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
}

/** The totals under the lines, each label beside its right-aligned amount; a bold one is what the reader looks for. */
export function totalRows(
  doc: PdfDocument,
  rows: readonly (readonly [label: string, amount: string, bold: boolean])[],
  { labelX, labelWidth, amountX }: { labelX: number; labelWidth: number; amountX: number },
) {
  for (const [label, amount, bold] of rows) {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .text(label, labelX, y, { width: labelWidth })
      .text(amount, amountX, y, { width: 95, align: "right" });
  }
  doc.x = 50;
}

/** A homeowner's document, to read in the browser: never cached, as it carries their name and address. */
export function sendPdf(res: Response, pdf: Buffer, filename: string) {
  res
    .status(200)
    .type("application/pdf")
    .set({ "Content-Disposition": `inline; filename="${filename}"`, "Cache-Control": "no-store" })
    .send(pdf);
}
