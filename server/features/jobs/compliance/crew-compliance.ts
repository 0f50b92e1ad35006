import { and, eq } from "drizzle-orm";
import { complianceFiles, workJobs } from "@shared/schema";
import type { CrewCompliance } from "@shared/crew/crew-api";
import type { AppDb } from "../../../db/client";
import { evidenceFile } from "./compliance-evidence";
import type { FileStore } from "../../../infra/files/file-store";
import { jobRegister } from "./compliance.queries";

export const SWMS_REFUSAL =
  "Read and acknowledge the safe work method statement before clocking on to this stage: its holes go deeper than 1.5 m";

/** Whether clocking on to this stage needs the SWMS acknowledged: the stage that digs, on a job whose holes go over 1.5 m. */
export async function swmsFor(tx: AppDb, jobId: number, stage: number): Promise<boolean> {
  const [job] = await tx.select().from(workJobs).where(eq(workJobs.id, jobId));
  if (!job) return false;
  const register = await jobRegister(tx, job);
  const swms = register.items.find((item) => item.code === "swms");
  return stage === register.digStage && swms !== undefined && swms.status !== "not-needed" && swms.status !== "overridden";
}

/** Where the crew's phone reads a job's Before You Dig plans. */
export const bydaPlansUrl = (jobId: number) => `/api/crew/jobs/${jobId}/byda-plans`;

/** The job's Before You Dig plans, as staff stored them (undefined: none on file). */
export async function bydaPlansFile(db: AppDb, files: FileStore, jobId: number) {
  const [plans] = await db
    .select({ id: complianceFiles.id })
    .from(complianceFiles)
    .where(and(eq(complianceFiles.jobId, jobId), eq(complianceFiles.code, "byda"), eq(complianceFiles.role, "document")));
  return plans ? evidenceFile(db, files, jobId, plans.id, "master") : undefined;
}

/** What the crew's phone keeps of a job's paperwork: the Before You Dig reference, its plans, and the SWMS stage. */
export async function crewComplianceOf(db: AppDb, jobId: number): Promise<CrewCompliance> {
  const [job] = await db.select().from(workJobs).where(eq(workJobs.id, jobId));
  if (!job) return { byda: null, swmsStage: null };
  const register = await jobRegister(db, job);
  const byda = register.items.find((item) => item.code === "byda");
  const swms = register.items.find((item) => item.code === "swms");
  const reference = byda?.evidence.reference;
  return {
    byda:
      typeof reference === "string"
        ? { reference, validUntil: String(byda!.evidence.validUntil ?? ""), plansUrl: byda!.evidence.file ? bydaPlansUrl(jobId) : null }
        : null,
    swmsStage: swms && swms.status !== "not-needed" && swms.status !== "overridden" ? register.digStage : null,
  };
}
