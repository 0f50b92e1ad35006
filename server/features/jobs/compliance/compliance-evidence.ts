import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ComplianceCode } from "@shared/compliance/compliance-rules";
import { MAX_HOMEOWNER_PIXELS } from "@shared/showcase/image-limits";
import { complianceFiles, images, jobCompliance } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { HttpError, notFound } from "../../../http-error";
import type { FileStore, StoredFile } from "../../../infra/files/file-store";
import { type ReceivedImage, receiveImage, recordReceivedImage } from "../../../infra/images/image-intake";
import { checkPhotoHeader } from "../../../infra/images/process-image";
import { deleteImagesLater } from "../../../infra/images/image-store";
import { queueFileDeletion } from "../../../infra/files/file-deletions";
import type { UploadedFile } from "../../../infra/images/take-photo";
import { privatePhoto, type StagePhoto } from "../stage-photo-file";

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

const isImage = async (bytes: Buffer) => {
  try {
    await checkPhotoHeader(bytes, MAX_HOMEOWNER_PIXELS);
    return true;
  } catch {
    return false;
  }
};

/** An evidence file checked by its bytes and kept, before the item's transaction. */
export type ReceivedEvidence = { kind: "pdf"; key: string; size: number } | { kind: "image"; image: ReceivedImage };

/**
 * Checks an evidence file by its bytes (a PDF, or an image the photo pipeline reads; else 415) and keeps it: a PDF
 * as sent under a random private key, an image through the photo pipeline (its EXIF and position left behind).
 */
export async function receiveEvidence(
  files: FileStore,
  upload: UploadedFile,
  { photoOnly }: { photoOnly: boolean },
): Promise<ReceivedEvidence> {
  if (!photoOnly && isPdf(upload.buffer)) {
    const key = `compliance/${randomBytes(16).toString("hex")}`;
    await files.put(key, upload.buffer, "application/pdf");
    return { kind: "pdf", key, size: upload.buffer.length };
  }
  if (!(await isImage(upload.buffer)))
    throw new HttpError(
      415,
      photoOnly ? "The photo must be a JPEG, PNG, WebP or HEIC image" : "The file must be a PDF or a photo of the certificate",
    );
  return { kind: "image", image: await receiveImage(files, upload, "private", MAX_HOMEOWNER_PIXELS) };
}

/** Removes what receiveEvidence kept, when the item is not recorded after all. */
export const discardEvidence = (files: FileStore, received: readonly ReceivedEvidence[]) =>
  files.delete(received.map((item) => (item.kind === "pdf" ? item.key : item.image.originalKey)));

export interface EvidenceChange {
  jobId: number;
  code: ComplianceCode;
  stage: number;
  fields: Record<string, unknown>;
  document?: ReceivedEvidence;
  photo?: ReceivedEvidence;
  /** the pool barrier check the photo shows */
  check?: string;
  by: string;
}

async function recordFile(tx: AppDb, change: EvidenceChange, received: ReceivedEvidence, role: "document" | "photo") {
  const base = {
    jobId: change.jobId,
    code: change.code,
    stage: change.stage,
    role,
    check: role === "photo" ? (change.check ?? null) : null,
  };
  if (received.kind === "pdf") {
    await tx.insert(complianceFiles).values({ ...base, fileKey: received.key, contentType: "application/pdf", size: received.size });
    return;
  }
  const image = await recordReceivedImage(tx, received.image, { variants: "thumbnail", maxPixels: MAX_HOMEOWNER_PIXELS });
  await tx.insert(complianceFiles).values({ ...base, imageId: image.id, contentType: "image", size: received.image.size });
}

/**
 * Records evidence in the caller's transaction: the fields given are merged into what is there (a barrier's checks
 * ticked one at a time), a new certificate replaces the old one (whose bytes are deleted after), a photo is added.
 */
export async function recordEvidence(tx: AppDb, change: EvidenceChange): Promise<void> {
  const key = and(eq(jobCompliance.jobId, change.jobId), eq(jobCompliance.code, change.code), eq(jobCompliance.stage, change.stage));
  const [existing] = await tx.select().from(jobCompliance).where(key).for("update");
  const merged = { ...(existing?.fields ?? {}), ...change.fields };
  if (change.code === "pool-barrier" && change.fields.checks)
    merged.checks = { ...((existing?.fields.checks as object | undefined) ?? {}), ...(change.fields.checks as object) };
  if (existing) await tx.update(jobCompliance).set({ fields: merged, recordedBy: change.by, recordedAt: new Date() }).where(key);
  else
    await tx.insert(jobCompliance).values({
      jobId: change.jobId,
      code: change.code,
      stage: change.stage,
      fields: merged,
      recordedBy: change.by,
      recordedAt: new Date(),
    });
  if (change.document) {
    const replaced = await tx
      .delete(complianceFiles)
      .where(
        and(
          eq(complianceFiles.jobId, change.jobId),
          eq(complianceFiles.code, change.code),
          eq(complianceFiles.stage, change.stage),
          eq(complianceFiles.role, "document"),
        ),
      )
      .returning({ imageId: complianceFiles.imageId, fileKey: complianceFiles.fileKey });
    // the old certificate's bytes follow its row once this commits
    await deleteImagesLater(
      tx,
      replaced.flatMap((file) => (file.imageId === null ? [] : [file.imageId])),
    );
    await queueFileDeletion(
      tx,
      replaced.flatMap((file) => (file.fileKey === null ? [] : [file.fileKey])),
    );
    await recordFile(tx, change, change.document, "document");
  }
  if (change.photo) await recordFile(tx, change, change.photo, "photo");
}

/** Records an Owner's override of an item, in the caller's transaction. */
export async function recordOverride(tx: AppDb, jobId: number, code: ComplianceCode, stage: number, reason: string, by: string) {
  const values = { overrideReason: reason, overrideBy: by, overrideAt: new Date() };
  await tx
    .insert(jobCompliance)
    .values({ jobId, code, stage, ...values })
    .onConflictDoUpdate({ target: [jobCompliance.jobId, jobCompliance.code, jobCompliance.stage], set: values });
}

export type EvidenceFileAnswer = { kind: "pdf"; file: StoredFile } | { kind: "image"; photo: StagePhoto | undefined };

/** A job's evidence file (another job's is never found): the PDF as sent, or the image's master or thumbnail. */
export async function evidenceFile(db: AppDb, files: FileStore, jobId: number, fileId: number, size: unknown): Promise<EvidenceFileAnswer> {
  const [row] = await db
    .select()
    .from(complianceFiles)
    .where(and(eq(complianceFiles.id, fileId), eq(complianceFiles.jobId, jobId)));
  if (!row) throw notFound("File not found");
  if (row.fileKey) {
    const file = await files.get(row.fileKey);
    if (!file) throw notFound("File not found");
    return { kind: "pdf", file };
  }
  const [image] = row.imageId ? await db.select().from(images).where(eq(images.id, row.imageId)) : [];
  return { kind: "image", photo: await privatePhoto(files, image, size) };
}
