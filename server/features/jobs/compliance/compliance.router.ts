import { Router } from "express";
import { z } from "zod";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import {
  type ComplianceItem,
  type ComplianceRegisterAnswer,
  complianceSettingsSchema,
  EVIDENCE_SCHEMAS,
  overrideSchema,
} from "@shared/compliance/compliance-api";
import { COMPLIANCE_CODES, COMPLIANCE_RULES, type ComplianceCode, POOL_BARRIER_CHECKS } from "@shared/compliance/compliance-rules";
import { jobComplianceSettings, jobStages, leads, type WorkJob } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { AppDb } from "../../../db/client";
import { badRequest, notFound } from "../../../http-error";
import { audited } from "../../../infra/audit/audit-log";
import type { FileStore } from "../../../infra/files/file-store";
import { actorOf } from "../../../middleware/audit-actor";
import { evidenceFiles, evidenceUpload } from "../../../middleware/evidence-upload";
import { requireOwner } from "../../../middleware/require-owner";
import { requireStaff } from "../../../middleware/require-staff";
import { parseBody, parseId } from "../../../middleware/validate";
import { sendPrivateFile } from "../../../lib/private-file";
import { jobOfParam } from "../jobs.queries";
import { sendStagePhoto } from "../stage-photo-file";
import { queueBydaReminder } from "./byda-reminder";
import { clearLapsedPlansFlag } from "./lapsed-plans";
import { complianceSettingsOf, jobRegister } from "./compliance.queries";
import {
  discardEvidence,
  evidenceFile,
  type ReceivedEvidence,
  receiveEvidence,
  recordEvidence,
  recordOverride,
} from "./compliance-evidence";

const codeOf = (value: string | string[] | undefined): ComplianceCode => {
  const code = COMPLIANCE_CODES.find((known) => known === value);
  if (!code) throw notFound("There is no such compliance item");
  return code;
};

const stageField = z.object({ stage: z.coerce.number().int().min(1).max(50).optional() });

async function referenceOf(db: AppDb, leadId: number) {
  const [lead] = await db.select({ reference: leads.reference }).from(leads).where(eq(leads.id, leadId));
  return lead?.reference ?? "";
}

/** Days in evidence cannot be after today (Brisbane); the plans cannot end before they were lodged. */
function checkDays(code: ComplianceCode, fields: Record<string, unknown>) {
  const today = brisbaneDay(new Date());
  if (code === "byda") {
    if ((fields.lodgedOn as string) > today)
      throw badRequest("Please check the highlighted fields", { lodgedOn: "The enquiry cannot be lodged after today" });
    if ((fields.validUntil as string) < (fields.lodgedOn as string))
      throw badRequest("Please check the highlighted fields", {
        validUntil: "The plans cannot stop being valid before the enquiry was lodged",
      });
  }
  for (const field of ["date", "premiumPaidOn"] as const)
    if (typeof fields[field] === "string" && (fields[field] as string) > today)
      throw badRequest("Please check the highlighted fields", { [field]: "This day cannot be after today" });
}

/** A job's compliance register: read by staff, evidence recorded by staff, items overridden by an Owner with a reason. */
export function complianceRouter(db: AppDb, files: FileStore): Router {
  const router = Router();

  /** The job's register item (its row is not changed by evidence or an override: the register is read again). */
  const itemOf = async (job: WorkJob, code: ComplianceCode, stage: number): Promise<ComplianceItem> => {
    const item = (await jobRegister(db, job)).items.find((each) => each.code === code && (each.stage ?? 0) === stage);
    if (!item) throw notFound("There is no such compliance item");
    return item;
  };

  router.get("/jobs/:id/compliance", requireStaff, async (req, res) => {
    const job = await jobOfParam(db, req.params.id);
    res.set("Cache-Control", "no-store").json((await jobRegister(db, job)) satisfies ComplianceRegisterAnswer);
  });

  router.patch("/jobs/:id/compliance", requireStaff, async (req, res) => {
    const job = await jobOfParam(db, req.params.id);
    const change = parseBody(req, complianceSettingsSchema);
    const stages = (await db.select({ stage: jobStages.stage }).from(jobStages).where(eq(jobStages.jobId, job.id))).map((row) => row.stage);
    for (const stage of [...(change.inspectionStages ?? []), ...(change.digStage ? [change.digStage] : [])])
      if (!stages.includes(stage)) throw badRequest("There is no such stage", { stage: `This job has no stage ${stage}` });
    const current = await complianceSettingsOf(db, job.id);
    await audited(db, actorOf(req), async (tx, audit) => {
      const values = {
        triggers: change.triggers ?? current.triggers,
        inspectionStages: change.inspectionStages ?? current.inspectionStages,
        digStage: change.digStage ?? current.digStage,
      };
      await tx
        .insert(jobComplianceSettings)
        .values({ jobId: job.id, ...values })
        .onConflictDoUpdate({ target: jobComplianceSettings.jobId, set: values });
      await audit({
        action: "job.compliance-settings",
        targetType: "lead",
        targetId: job.leadId,
        summary: `${await referenceOf(tx, job.leadId)}: compliance triggers and stages changed`,
        after: { ...values, triggers: JSON.stringify(values.triggers), inspectionStages: JSON.stringify(values.inspectionStages) },
      });
    });
    res.json((await jobRegister(db, job)) satisfies ComplianceRegisterAnswer);
  });

  router.put("/jobs/:id/compliance/:code", requireStaff, evidenceUpload, async (req, res) => {
    const job = await jobOfParam(db, req.params.id);
    const code = codeOf(req.params.code);
    if (code === "swms") throw badRequest("The safe work method statement is acknowledged on the crew app, by each member clocking on");
    const fields = parseBody(req, EVIDENCE_SCHEMAS[code]) as Record<string, unknown>;
    checkDays(code, fields);
    const stage = code === "inspection" ? (parseBody(req, stageField).stage ?? 0) : 0;
    if (code === "inspection") {
      const [row] = await db
        .select()
        .from(jobStages)
        .where(and(eq(jobStages.jobId, job.id), eq(jobStages.stage, stage)));
      if (!row) throw badRequest("There is no such stage", { stage: `This job has no stage ${stage}` });
    }
    const { stage: _stage, ...stored } = fields;
    const uploads = evidenceFiles(req);
    const checks = Object.keys((fields.checks as object | undefined) ?? {});
    const check = typeof req.body.check === "string" ? req.body.check : checks.length === 1 ? checks[0] : undefined;
    if (code === "pool-barrier" && uploads.photo && !POOL_BARRIER_CHECKS.some((known) => known === check))
      throw badRequest("Say which check the photo shows", { check: "Choose the check the photo shows" });
    const received: ReceivedEvidence[] = [];
    try {
      const document = uploads.file ? await receiveEvidence(files, uploads.file, { photoOnly: false }) : undefined;
      if (document) received.push(document);
      const photo = uploads.photo ? await receiveEvidence(files, uploads.photo, { photoOnly: true }) : undefined;
      if (photo) received.push(photo);
      await audited(db, actorOf(req), async (tx, audit) => {
        const by = actorOf(req).name;
        await recordEvidence(tx, { jobId: job.id, code, stage, fields: stored, document, photo, check, by });
        if (code === "byda") {
          await queueBydaReminder(tx, job.id, stored as { reference: string; validUntil: string });
          await clearLapsedPlansFlag(tx, job.id);
        }
        await audit({
          action: "job.compliance",
          targetType: "lead",
          targetId: job.leadId,
          summary: `${await referenceOf(tx, job.leadId)}: ${COMPLIANCE_RULES[code].title}${stage ? ` (stage ${stage})` : ""} recorded`,
          after: { code, stage, ...Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, JSON.stringify(value)])) },
        });
      });
    } catch (error) {
      await discardEvidence(files, received);
      throw error;
    }
    res.json(await itemOf(job, code, stage));
  });

  router.post("/jobs/:id/compliance/:code/override", requireOwner, async (req, res) => {
    const job = await jobOfParam(db, req.params.id);
    const code = codeOf(req.params.code);
    const { reason } = parseBody(req, overrideSchema);
    const stage = code === "inspection" ? (parseBody(req, stageField).stage ?? 0) : 0;
    await itemOf(job, code, stage);
    await audited(db, actorOf(req), async (tx, audit) => {
      await recordOverride(tx, job.id, code, stage, reason, actorOf(req).name);
      await audit({
        action: "job.compliance-override",
        targetType: "lead",
        targetId: job.leadId,
        summary: `${await referenceOf(tx, job.leadId)}: ${COMPLIANCE_RULES[code].title}${stage ? ` (stage ${stage})` : ""} overridden: ${reason}`,
        after: { code, stage, reason },
      });
    });
    res.json(await itemOf(job, code, stage));
  });

  /** An evidence file, to staff only, never cached. */
  router.get("/jobs/:id/compliance/files/:fileId", requireStaff, async (req, res) => {
    const job = await jobOfParam(db, req.params.id);
    const answer = await evidenceFile(db, files, job.id, parseId(req.params.fileId, "file id"), req.query.size);
    if (answer.kind === "pdf") return sendPrivateFile(res, answer.file);
    sendStagePhoto(res, answer.photo);
  });

  return router;
}
