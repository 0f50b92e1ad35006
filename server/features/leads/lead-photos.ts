import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { LeadPhotoView } from "@shared/leads/lead-desk-api";
import { CLOSED_LEAD_PHOTO_MONTHS, UNATTACHED_PHOTO_HOURS, UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import { images, leadEvents, leadPhotos, leads, type StoredImage } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import { ensureScheduledTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { deleteImagesLater, storeImage } from "../../infra/images/image-store";
import { deleteQueuedFiles } from "../../infra/files/file-deletions";
import { inTransaction } from "../../db/transaction";
import { displayName, processHomeownerPhotos, type UploadedFile } from "../../infra/images/take-photo";
import { DAY_MS } from "@shared/calendar/durations";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Takes the photos of one upload: every file through the pipeline first (a refused file names itself and
 * nothing of the upload is kept), then each kept as a private image under a token only this browser gets.
 */
/** PHOTO_UNATTACHED_LIMIT and PHOTO_UNATTACHED_MB: anonymous photos held before the daily sweep, at most. */
export interface UnattachedPhotoCap {
  count: number;
  bytes: number;
}

export const PHOTOS_PAUSED_MESSAGE = "Photos can't be added right now: send your request and we'll ask for them";

/**
 * Whether taking these uploads would pass the cap on photos uploaded but not (yet) sent with a form: anyone can
 * upload them, so without a cap a script could fill the database before the daily sweep removes them.
 */
export async function unattachedPhotosFull(db: AppDb, cap: UnattachedPhotoCap, uploads: readonly UploadedFile[]): Promise<boolean> {
  const [held] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${leadPhotos.bytes}), 0)::bigint` })
    .from(leadPhotos)
    .where(and(isNull(leadPhotos.leadId), isNull(leadPhotos.attachedAt)));
  const incoming = uploads.reduce((sum, upload) => sum + upload.buffer.length, 0);
  return Number(held!.count) + uploads.length > cap.count || Number(held!.bytes) + incoming > cap.bytes;
}

export async function takeLeadPhotos(db: AppDb, files: FileStore, uploads: readonly UploadedFile[]) {
  const processed = await processHomeownerPhotos(uploads);
  const taken = [];
  for (const { upload, image } of processed) {
    const stored = await storeImage(db, files, image, "private");
    const token = randomBytes(24).toString("base64url");
    await db
      .insert(leadPhotos)
      .values({ tokenHash: hashToken(token), imageId: stored.id, fileName: displayName(upload.originalname), bytes: upload.buffer.length });
    taken.push({ token, name: displayName(upload.originalname) });
  }
  return taken;
}

/**
 * Attaches the photos whose tokens the form sent to the lead, inside the lead's transaction. A token that is
 * unknown, used, or older than a day attaches nothing: the lead is stored all the same.
 */
export async function attachLeadPhotos(tx: AppDb, leadId: number, tokens: readonly string[] | undefined): Promise<number> {
  if (!tokens?.length) return 0;
  const attached = await tx
    .update(leadPhotos)
    .set({ leadId, attachedAt: sql`now()` })
    .where(
      and(
        inArray(leadPhotos.tokenHash, tokens.slice(0, UPLOAD_LIMITS.photosPerLead).map(hashToken)),
        isNull(leadPhotos.leadId),
        // a photo of a deleted lead lost its lead, not its history: it waits for its files to go, never for a lead
        isNull(leadPhotos.attachedAt),
        gt(leadPhotos.createdAt, sql`now() - ${UNATTACHED_PHOTO_HOURS} * interval '1 hour'`),
      ),
    )
    .returning({ id: leadPhotos.id });
  return attached.length;
}

/** The photos of leads, by lead id (staff lists and the lead). */
export async function photosOfLeads(db: AppDb, leadIds: readonly number[]): Promise<Map<number, LeadPhotoView[]>> {
  const rows = leadIds.length
    ? await db
        .select({ id: leadPhotos.id, leadId: leadPhotos.leadId, fileName: leadPhotos.fileName, width: images.width, height: images.height })
        .from(leadPhotos)
        .innerJoin(images, eq(images.id, leadPhotos.imageId))
        .where(inArray(leadPhotos.leadId, [...leadIds]))
        .orderBy(asc(leadPhotos.id))
    : [];
  const byLead = new Map<number, LeadPhotoView[]>();
  for (const { leadId, ...photo } of rows) byLead.set(leadId!, [...(byLead.get(leadId!) ?? []), photo]);
  return byLead;
}

/** One photo of one lead, with its image: what the staff route serves. */
export async function findLeadPhoto(db: AppDb, leadId: number, photoId: number): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ image: images })
    .from(leadPhotos)
    .innerJoin(images, eq(images.id, leadPhotos.imageId))
    .where(and(eq(leadPhotos.id, photoId), eq(leadPhotos.leadId, leadId)));
  return row?.image;
}

/**
 * Deletes photo rows and their images in the transaction given, and queues the deletion of their files in it: the
 * files go after the rows commit (deleteQueuedFiles), and the queue retries any the store could not delete then.
 */
async function deletePhotoRows(tx: AppDb, rows: readonly { id: number; imageId: number }[]) {
  if (rows.length === 0) return undefined;
  await tx.delete(leadPhotos).where(
    inArray(
      leadPhotos.id,
      rows.map((row) => row.id),
    ),
  );
  return deleteImagesLater(
    tx,
    rows.map((row) => row.imageId),
  );
}

/** Deletes the given photos: rows and images in one transaction with their files' deletion queued, then the files. */
async function deletePhotos(db: AppDb, files: FileStore, rows: readonly { id: number; imageId: number }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const deletion = await inTransaction(db, (tx) => deletePhotoRows(tx, rows));
  await deleteQueuedFiles(db, files, deletion);
  return rows.length;
}

/** A lead's photos, in the transaction that deletes the lead: the task that deletes their files, once it commits. */
export async function deleteLeadPhotos(tx: AppDb, leadId: number) {
  const rows = await tx.select({ id: leadPhotos.id, imageId: leadPhotos.imageId }).from(leadPhotos).where(eq(leadPhotos.leadId, leadId));
  return deletePhotoRows(tx, rows);
}

/**
 * What the privacy policy promises: uploads never attached to a lead go after a day, and the photos of a lead closed
 * as Lost (counted from when it was closed) or held as spam (from when it came) after 12 months. (A deleted lead's
 * photos go with it; files the store could not delete then are retried by the queue.)
 */
export async function deleteExpiredLeadPhotos(db: AppDb, files: FileStore): Promise<number> {
  const unattached = await db
    .select({ id: leadPhotos.id, imageId: leadPhotos.imageId })
    .from(leadPhotos)
    .where(and(isNull(leadPhotos.leadId), lt(leadPhotos.createdAt, sql`now() - ${UNATTACHED_PHOTO_HOURS} * interval '1 hour'`)));
  let deleted = await deletePhotos(db, files, unattached);
  const cutoff = sql`now() - ${CLOSED_LEAD_PHOTO_MONTHS} * interval '1 month'`;
  // the last time the lead's status became Lost; a lead Lost and reopened is not Lost any more
  const closedAt = sql`(select max(${leadEvents.createdAt}) from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.field} = 'status' and ${leadEvents.newValue} = 'lost')`;
  const expired = db
    .select({ id: leads.id })
    .from(leads)
    .where(or(and(eq(leads.status, "lost"), lt(closedAt, cutoff)), and(eq(leads.isSpam, true), lt(leads.createdAt, cutoff))));
  const rows = await db
    .select({ id: leadPhotos.id, imageId: leadPhotos.imageId })
    .from(leadPhotos)
    .where(inArray(leadPhotos.leadId, expired));
  deleted += await deletePhotos(db, files, rows);
  return deleted;
}

export const LEAD_PHOTO_RETENTION_TASK = "lead-photo-retention";

/** The daily sweep of expired homeowner photos, one recurring task on the queue (scheduled at start). */
export function leadPhotoRetentionTaskHandlers(db: AppDb, files: FileStore): Record<string, TaskHandler> {
  return {
    [LEAD_PHOTO_RETENTION_TASK]: {
      async run() {
        await deleteExpiredLeadPhotos(db, files);
        return { again: new Date(Date.now() + DAY_MS) };
      },
    },
  };
}

export const scheduleLeadPhotoRetention = (db: AppDb) => ensureScheduledTask(db, LEAD_PHOTO_RETENTION_TASK, new Date(Date.now() + 60_000));
