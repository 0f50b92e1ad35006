import type { Estimate, FenceJob } from "@shared/estimates/estimate";
import type { LeadEstimate } from "@shared/schema";
import { FENCE_TYPE_LABELS } from "@shared/estimates/price-table";
import { formatCents } from "@shared/quotes/quote-math";
import { PDF_GREEN, PDF_MUTED, startPdf } from "../../lib/homeowner-pdf";

export interface NeighbourLetterInput {
  job: FenceJob;
  estimate: Estimate;
  business: { name: string; phone: string };
  /** the day it was made, in words ("26 November 2026") */
  today: string;
  /** the business's quote for the fence, attached to the letter (the notice to contribute needs one) */
  quote?: { pdf: Buffer; fileName: string; title: string };
}

/** The dividing fence a lead priced with the instant estimate (for the neighbour's letter), or null. */
export function dividingFenceOf(sent: LeadEstimate | undefined): { job: FenceJob; estimate: Estimate } | null {
  if (!sent || sent.job.job !== "fence" || !sent.job.dividing || !sent.estimate.neighbourShare) return null;
  return { job: sent.job, estimate: sent.estimate };
}

const metres = (cm: number) => `${(cm / 100).toFixed(cm % 10 === 0 ? 1 : 2)} m`;

/**
 * "A letter for your neighbour": a dividing fence proposal to hand over before the formal notice, with the fence,
 * the estimated cost and each owner's half to the cent, room for both names and addresses, and the month to answer.
 * pdfkit, its built-in Helvetica, A4.
 */
export function neighbourLetterPdf({ job, estimate, business, today, quote }: NeighbourLetterInput): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: "Proposal for a dividing fence", Author: business.name }, 56);
  const share = estimate.neighbourShare!;
  const shared = estimate.lines.filter((line) => !line.label.startsWith("Single gates") && !line.label.startsWith("Double gates"));
  const sharedTotal = shared.reduce((sum, line) => ({ low: sum.low + line.low, high: sum.high + line.high }), { low: 0, high: 0 });
  const paragraph = (text: string) => doc.font("Helvetica").fontSize(10.5).fillColor("black").text(text, { lineGap: 2 }).moveDown(0.6);
  const blank = (label: string) =>
    doc.font("Helvetica").fontSize(10).fillColor(PDF_MUTED).text(`${label}  ______________________________________________`).moveDown(0.5);

  doc.fillColor(PDF_GREEN).font("Helvetica-Bold").fontSize(18).text("Proposal for a dividing fence");
  doc
    .fillColor(PDF_MUTED)
    .font("Helvetica")
    .fontSize(9)
    .text(`Prepared ${today} with the instant estimate of ${business.name} (${business.phone})`);
  doc.moveDown();

  paragraph("Dear neighbour,");
  paragraph(
    `I propose that we build a new dividing fence on the boundary between our properties: a ${FENCE_TYPE_LABELS[job.type]} fence, ` +
      `${metres(Math.round(Number(job.height) * 100))} high and about ${metres(job.lengthCm)} long` +
      `${job.removeOld ? ", replacing the old fence, which would be removed" : ""}.`,
  );
  doc.font("Helvetica-Bold").fontSize(11).text("Estimated cost, including GST").moveDown(0.3);
  for (const line of shared)
    doc
      .font("Helvetica")
      .fontSize(10)
      .text(`${line.label}: ${formatCents(line.low)} to ${formatCents(line.high)}`);
  doc.moveDown(0.3).text(`Together: ${formatCents(sharedTotal.low)} to ${formatCents(sharedTotal.high)}`);
  doc
    .font("Helvetica-Bold")
    .text(`Each owner's half: ${formatCents(share.low)} to ${formatCents(share.high)}`)
    .moveDown();
  paragraph(
    "In Queensland, neighbours share the cost of a sufficient dividing fence equally (Neighbourhood Disputes (Dividing Fences and " +
      "Trees) Act 2011). Gates are not part of this proposal: a sufficient dividing fence needs no gate, so any gate is mine to pay for.",
  );
  paragraph(
    "Please let me know within one month whether you agree, so that we can get a quote and agree on the work together. If we cannot " +
      "agree, the formal step is a Notice to contribute for fencing work (QCAT Form 1) with a quote, from the Queensland Civil and " +
      "Administrative Tribunal: www.qcat.qld.gov.au.",
  );
  if (quote) {
    paragraph(`${business.name}'s ${quote.title} for this fence is attached to this letter (${quote.fileName}).`);
    doc.file(quote.pdf, { name: quote.fileName, type: "application/pdf", description: `${business.name}: ${quote.title}` });
  }
  doc.moveDown(0.5);
  for (const who of ["From (me)", "To (my neighbour)"]) {
    doc.font("Helvetica-Bold").fontSize(10.5).fillColor("black").text(who).moveDown(0.3);
    blank("Name");
    blank("Address");
    blank("Signature and date");
    doc.moveDown(0.5);
  }
  doc
    .fillColor(PDF_MUTED)
    .fontSize(8.5)
    .text(
      quote
        ? `The estimate above is from ${business.name}'s price list; the attached quote is the price. Call ${business.phone}.`
        : `An estimate from ${business.name}'s price list, not a quote: the fixed price comes after a free site visit. Call ${business.phone}.`,
    );
  doc.end();
  return done;
}
