import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { SignOffAnswer } from "@shared/crew/crew-api";
import type { BusinessProfile } from "@shared/business-profile";
import { crewOps, images, jobSignOffs, jobStages, leads, stagePhotos, workJobs } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { badRequest, HttpError } from "../../../http-error";
import { recordAudit } from "../../../infra/audit/audit-log";
import type { FileStore } from "../../../infra/files/file-store";
import { privateImageFile } from "../../../infra/images/image-store";
import { queueJobEmail } from "../job-emails";
import { addressesOf } from "../jobs.queries";
import type { CrewActor } from "./crew-access";
import { timeProblem } from "./crew-sync";
import { signOffPdf } from "./sign-off-pdf";
import { signOffPdfUrl } from "./sign-off-file";
import { holdCompletion } from "../compliance/compliance-gates";

export interface SignOffInput {
  opId: string;
  at: string;
  signerName: string;
  signature: string;
}

const answerOf = (row: { jobId: number; sha256: string }): SignOffAnswer => ({ sha256: row.sha256, pdfUrl: signOffPdfUrl(row.jobId) });

/**
 * The homeowner signs the finished job off on the crew's phone; the PDF is made when the op arrives (the phone may
 * have been offline), stored once and never changed. The same op again answers the same sheet; another sign-off of
 * the job is refused.
 */
export async function signOff(
  db: AppDb,
  files: FileStore,
  business: BusinessProfile,
  actor: CrewActor,
  jobId: number,
  input: SignOffInput,
): Promise<{ answer: SignOffAnswer; replay: boolean }> {
  const [existing] = await db.select().from(jobSignOffs).where(eq(jobSignOffs.jobId, jobId));
  if (existing) {
    if (existing.opId === input.opId) return { answer: answerOf(existing), replay: true };
    throw new HttpError(409, "This job is already signed off");
  }
  const [workJob] = await db.select().from(workJobs).where(eq(workJobs.id, jobId));
  if (workJob) await holdCompletion(db, workJob);
  const at = new Date(input.at);
  const receivedAt = new Date();
  const problem = timeProblem(at, receivedAt);
  if (problem) throw badRequest(problem, { at: problem });
  const stages = await db.select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(asc(jobStages.stage));
  const open = stages.filter((stage) => !stage.doneAt);
  if (open.length)
    throw new HttpError(409, `Every stage must be done before the sign-off: stage ${open.map((stage) => stage.stage).join(", ")} is not`);
  const [job] = await db
    .select({ job: workJobs, lead: leads })
    .from(workJobs)
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(eq(workJobs.id, jobId));
  if (!job) throw new HttpError(404, "Job not found");
  const address = (await addressesOf(db, [job.lead.id])).get(job.lead.id) ?? job.lead.location ?? "";
  const photoRows = await db
    .select({ stage: stagePhotos.stage, image: images })
    .from(stagePhotos)
    .innerJoin(images, eq(images.id, stagePhotos.imageId))
    .where(and(eq(stagePhotos.jobId, jobId), eq(images.state, "ready")))
    .orderBy(asc(stagePhotos.id));
  const photos = [];
  for (const row of photoRows) {
    const file = await files.get(privateImageFile(row.image, "thumbnail"));
    if (file) photos.push({ stage: row.stage, data: file.data });
  }
  const pdf = await signOffPdf({
    business,
    reference: job.lead.reference,
    address,
    stages: stages.map((stage) => ({ stage: stage.stage, description: stage.description, doneAt: stage.doneAt! })),
    photos,
    signerName: input.signerName,
    signature: Buffer.from(input.signature.slice(input.signature.indexOf(",") + 1), "base64"),
    phoneTime: at,
    receivedAt,
  });
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const fileKey = `private/sign-offs/${randomBytes(16).toString("hex")}.pdf`;
  await files.put(fileKey, pdf, "application/pdf");
  const saved = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(jobSignOffs)
      .values({ jobId, opId: input.opId, signerName: input.signerName, at, receivedAt, sha256, fileKey, signedById: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx.insert(crewOps).values({ opId: input.opId, type: "sign-off", userId: actor.id, jobId, at, receivedAt }).onConflictDoNothing();
    await recordAudit(
      tx,
      { id: actor.id, name: actor.name },
      {
        action: "job.sign-off",
        targetType: "lead",
        targetId: job.lead.id,
        summary: `${job.lead.reference}: signed off by ${input.signerName}`,
        after: { sha256, signerName: input.signerName, phoneTime: at.toISOString(), receivedAt: receivedAt.toISOString() },
      },
    );
    await queueJobEmail(tx, { jobId, leadId: job.lead.id, message: "signed-off" });
    return row;
  });
  if (saved) return { answer: answerOf(saved), replay: false };
  // signed at the same moment from another request: that sheet stands, this one goes
  await files.delete([fileKey]);
  const [other] = await db.select().from(jobSignOffs).where(eq(jobSignOffs.jobId, jobId));
  if (other?.opId === input.opId) return { answer: answerOf(other), replay: true };
  throw new HttpError(409, "This job is already signed off");
}
