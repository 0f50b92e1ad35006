import { and, asc, eq, inArray } from "drizzle-orm";
import { complianceFiles, type ComplianceFileRow } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import type { FileStore } from "../../../infra/files/file-store";
import { evidenceFile } from "./compliance-evidence";

/** The certificates a homeowner is owed: nothing else of the register reaches their page. */
const OWED = ["inspection", "pool-barrier", "home-warranty"] as const;

const titleOf = (file: ComplianceFileRow) =>
  file.code === "inspection"
    ? `Form 16 inspection certificate, stage ${file.stage}`
    : file.code === "pool-barrier"
      ? "Form 17 pool barrier certificate"
      : "QBCC home warranty certificate";

const owedFiles = (db: AppDb, jobId: number) =>
  db
    .select()
    .from(complianceFiles)
    .where(and(eq(complianceFiles.jobId, jobId), eq(complianceFiles.role, "document"), inArray(complianceFiles.code, [...OWED])));

/** The job page's links to its certificates, under the job link's path. */
export async function homeownerCertificates(db: AppDb, jobId: number, path: string) {
  const files = await owedFiles(db, jobId).orderBy(asc(complianceFiles.code), asc(complianceFiles.stage));
  return files.map((file) => ({ title: titleOf(file), url: `${path}/certificates/${file.id}` }));
}

/** A certificate the homeowner is owed, by its id; any other file of the register is not found. */
export async function homeownerCertificateFile(db: AppDb, files: FileStore, jobId: number, fileId: number) {
  const owed = await owedFiles(db, jobId);
  if (!owed.some((file) => file.id === fileId)) return undefined;
  return evidenceFile(db, files, jobId, fileId, "master");
}
