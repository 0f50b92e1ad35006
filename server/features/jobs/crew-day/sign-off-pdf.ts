import sharp from "sharp";
import type { BusinessProfile } from "@shared/business-profile";
import { brisbaneDateTime } from "@shared/calendar/brisbane-time";
import { formatDay } from "@shared/calendar/day-format";
import { letterhead, PDF_GREEN, PDF_MUTED, startPdf } from "../../../lib/homeowner-pdf";

export interface SignOffSheet {
  business: BusinessProfile;
  reference: string;
  address: string;
  stages: { stage: number; description: string; doneAt: Date }[];
  /** the photos' thumbnails as stored (WebP), each with its stage */
  photos: { stage: number; data: Buffer }[];
  signerName: string;
  /** the drawn signature, PNG */
  signature: Buffer;
  phoneTime: Date;
  receivedAt: Date;
}

const THUMB_WIDTH = 120;
const THUMB_HEIGHT = 90;

/**
 * The homeowner's sign-off sheet: the business and its licence, the job and its address, each stage with the day it
 * was done and its photos, the signer's name and signature, and both times. It says nothing of money.
 */
export async function signOffPdf(sheet: SignOffSheet): Promise<Buffer> {
  // PDF takes JPEG and PNG: the stored WebP thumbnails are turned to JPEG first
  const thumbs = await Promise.all(
    sheet.photos.map(async (photo) => ({
      stage: photo.stage,
      jpeg: await sharp(photo.data)
        .resize({ width: THUMB_WIDTH * 2, height: THUMB_HEIGHT * 2, fit: "cover" })
        .jpeg({ quality: 70 })
        .toBuffer(),
    })),
  );
  const { business } = sheet;
  const { doc, done } = startPdf({ Title: `Sign-off ${sheet.reference}`, Author: business.name });
  letterhead(doc, business.name, `${business.licensedName} · ${business.qbccLicence}`, [business.phone.display, business.email]);
  doc.fillColor(PDF_GREEN).font("Helvetica-Bold").fontSize(16).text("Job sign-off");
  doc.fillColor("#111827").font("Helvetica").fontSize(10).text(`Job ${sheet.reference}`).text(sheet.address);
  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(11).text("Stages done");
  doc.font("Helvetica").fontSize(10);
  for (const stage of sheet.stages) {
    doc.text(`Stage ${stage.stage}: ${stage.description}, done ${formatDay(stage.doneAt)}`);
    const mine = thumbs.filter((thumb) => thumb.stage === stage.stage);
    if (mine.length) {
      let x = 50;
      if (doc.y + THUMB_HEIGHT > doc.page.height - 120) doc.addPage();
      const y = doc.y + 4;
      for (const thumb of mine.slice(0, 4)) {
        doc.image(thumb.jpeg, x, y, { width: THUMB_WIDTH, height: THUMB_HEIGHT });
        x += THUMB_WIDTH + 8;
      }
      doc.y = y + THUMB_HEIGHT + 8;
      doc.x = 50;
    }
  }
  doc.moveDown();
  if (doc.y + 200 > doc.page.height - 50) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(11).text("The homeowner's sign-off");
  doc.font("Helvetica").fontSize(10).text(`I confirm the work above is finished. Signed by ${sheet.signerName}.`);
  const top = doc.y + 6;
  doc.image(sheet.signature, 50, top, { fit: [260, 110] });
  doc.y = top + 118;
  doc.x = 50;
  doc
    .fillColor(PDF_MUTED)
    .fontSize(9)
    .text(`Signed on the crew's phone at ${brisbaneDateTime(sheet.phoneTime)} (Brisbane time, the phone's clock).`)
    .text(`Received by ${business.name} at ${brisbaneDateTime(sheet.receivedAt)}.`);
  doc.end();
  return done;
}
