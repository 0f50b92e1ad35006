import { and, countDistinct, eq, sql } from "drizzle-orm";
import type { ComplianceRegisterAnswer } from "@shared/compliance/compliance-api";
import { complianceRegister, defaultTriggers, type RecordedItem, triggersOfRuns } from "@shared/compliance/compliance-register";
import { invoicingOf } from "@shared/invoicing-details";
import {
  complianceFiles,
  crewDays,
  jobCompliance,
  jobComplianceSettings,
  jobStages,
  quoteVersions,
  stageBookings,
  stagePhotos,
  timeEntries,
  type WorkJob,
} from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { currentTakeoffRules } from "../costs/takeoff-settings";
import { latestBusinessDetails } from "../../business";
import { barrierChecksOnSite } from "./pool-barrier-checklist";

/** Where staff read an evidence file of a job. */
export const complianceFileUrl = (jobId: number, fileId: number) => `/api/jobs/${jobId}/compliance/files/${fileId}`;

export async function complianceSettingsOf(db: AppDb, jobId: number) {
  const [row] = await db.select().from(jobComplianceSettings).where(eq(jobComplianceSettings.jobId, jobId));
  return {
    triggers: row?.triggers ?? null,
    inspectionStages: row?.inspectionStages ?? null,
    digStage: row?.digStage ?? 1,
    flag: row?.flag ?? null,
  };
}

async function recordedItems(db: AppDb, jobId: number): Promise<RecordedItem[]> {
  const rows = await db.select().from(jobCompliance).where(eq(jobCompliance.jobId, jobId));
  const files = await db.select().from(complianceFiles).where(eq(complianceFiles.jobId, jobId)).orderBy(complianceFiles.id);
  return rows.map((row) => ({
    code: row.code,
    stage: row.stage,
    fields: row.fields,
    files: files
      .filter((file) => file.code === row.code && file.stage === row.stage)
      .map((file) => ({ fileId: file.id, url: complianceFileUrl(jobId, file.id), role: file.role, check: file.check })),
    override:
      row.overrideReason && row.overrideAt
        ? { reason: row.overrideReason, by: row.overrideBy ?? "", at: row.overrideAt.toISOString() }
        : null,
  }));
}

/** The checks the crew ticked with photos on site count as the barrier's checks, beside those staff recorded. */
function withBarrierChecks(recorded: RecordedItem[], onSite: Awaited<ReturnType<typeof barrierChecksOnSite>>): RecordedItem[] {
  if (onSite.photos.length === 0 && Object.keys(onSite.checks).length === 0) return recorded;
  const barrier = recorded.find((item) => item.code === "pool-barrier") ?? {
    code: "pool-barrier",
    stage: 0,
    fields: {},
    files: [],
    override: null,
  };
  const merged: RecordedItem = {
    ...barrier,
    fields: { ...barrier.fields, checks: { ...((barrier.fields.checks as object | undefined) ?? {}), ...onSite.checks } },
    files: [...barrier.files, ...onSite.photos],
  };
  return [...recorded.filter((item) => item !== barrier), merged];
}

/** Photos of each stage that count for a Form 16: stage-done and crew app photos, and evidence photos. */
async function stagePhotoCounts(db: AppDb, jobId: number): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const taken = await db
    .select({ stage: stagePhotos.stage, count: sql<number>`count(*)::int` })
    .from(stagePhotos)
    .where(eq(stagePhotos.jobId, jobId))
    .groupBy(stagePhotos.stage);
  const evidence = await db
    .select({ stage: complianceFiles.stage, count: sql<number>`count(*)::int` })
    .from(complianceFiles)
    .where(and(eq(complianceFiles.jobId, jobId), eq(complianceFiles.code, "inspection"), eq(complianceFiles.role, "photo")))
    .groupBy(complianceFiles.stage);
  for (const row of [...taken, ...evidence]) counts.set(row.stage, (counts.get(row.stage) ?? 0) + Number(row.count));
  return counts;
}

async function swmsCounts(db: AppDb, jobId: number, digStage: number) {
  const [row] = await db
    .select({
      clockedOn: countDistinct(timeEntries.userId),
      acknowledged: sql<number>`count(distinct ${timeEntries.userId}) filter (where ${timeEntries.swmsAcknowledged})::int`,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.jobId, jobId), eq(timeEntries.stage, digStage)));
  return { clockedOn: Number(row?.clockedOn ?? 0), acknowledged: Number(row?.acknowledged ?? 0) };
}

/** The job's stages with their booked days, in stage order. */
async function stagesWithDays(db: AppDb, jobId: number) {
  const stages = await db.select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(jobStages.stage);
  const days = await db
    .select({ stage: stageBookings.stage, day: crewDays.day })
    .from(stageBookings)
    .innerJoin(crewDays, eq(crewDays.bookingId, stageBookings.id))
    .where(eq(stageBookings.jobId, jobId));
  return stages.map((stage) => ({
    stage: stage.stage,
    done: stage.doneAt !== null,
    days: days.filter((row) => row.stage === stage.stage).map((row) => row.day),
  }));
}

/**
 * The job's register as it stands, read through `db` (a transaction's, when a gate holds inside one). `days`
 * replaces a stage's booked days: a booking being made is checked as if it were in place.
 */
export async function jobRegister(
  db: AppDb,
  job: WorkJob,
  proposed?: { stage: number; days: string[] },
): Promise<ComplianceRegisterAnswer> {
  const [version] = job.quoteVersionId
    ? await db
        .select({ runs: quoteVersions.runs, totalCents: quoteVersions.totalCents })
        .from(quoteVersions)
        .where(eq(quoteVersions.id, job.quoteVersionId))
    : [];
  const runs = version?.runs ?? [];
  const settings = await complianceSettingsOf(db, job.id);
  const rules = await currentTakeoffRules(db);
  const photos = await stagePhotoCounts(db, job.id);
  const stages = (await stagesWithDays(db, job.id)).map((stage) =>
    proposed && stage.stage === proposed.stage ? { ...stage, days: proposed.days } : stage,
  );
  const items = complianceRegister({
    runs,
    triggers: settings.triggers,
    kind: job.kind,
    rules,
    contractCents: version?.totalCents ?? null,
    homeWarrantyScope: invoicingOf((await latestBusinessDetails(db))?.details).homeWarrantyScope,
    stages,
    inspectionStages: settings.inspectionStages,
    digStage: settings.digStage,
    recorded: withBarrierChecks(await recordedItems(db, job.id), await barrierChecksOnSite(db, job.id)),
    stagePhotoCount: (stage) => photos.get(stage) ?? 0,
    swms: await swmsCounts(db, job.id, settings.digStage),
  });
  const fromRuns = runs.length > 0;
  const triggers = fromRuns ? triggersOfRuns(runs, rules) : (settings.triggers ?? defaultTriggers(job.kind));
  const inspectionStages = items.filter((item) => item.code === "inspection" && item.stage).map((item) => item.stage!);
  return { items, fromRuns, triggers, inspectionStages, digStage: settings.digStage, flag: settings.flag };
}
