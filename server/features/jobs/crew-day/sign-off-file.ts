import { eq, inArray } from "drizzle-orm";
import { jobSignOffs } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import type { FileStore } from "../../../infra/files/file-store";

/** Where the signing crew member and staff read a job's sign-off sheet. */
export const signOffPdfUrl = (jobId: number) => `/api/crew/jobs/${jobId}/sign-off.pdf`;

/** The job's sign-off sheet, as stored. */
export async function signOffFile(db: AppDb, files: FileStore, jobId: number) {
  const [row] = await db.select().from(jobSignOffs).where(eq(jobSignOffs.jobId, jobId));
  if (!row) return undefined;
  const file = await files.get(row.fileKey);
  return file ? { row, pdf: file.data } : undefined;
}

/** The sign-offs of the given jobs, for staff and the homeowner's page. */
export async function signOffsOf(db: AppDb, jobIds: readonly number[]) {
  if (jobIds.length === 0) return new Map<number, typeof jobSignOffs.$inferSelect>();
  const rows = await db
    .select()
    .from(jobSignOffs)
    .where(inArray(jobSignOffs.jobId, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row]));
}
