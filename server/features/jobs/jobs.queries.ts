import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { JobDetail, JobListItem, JobStageView, StageBookingView } from "@shared/jobs/job-api";
import { jobState } from "@shared/jobs/job-states";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import {
  complianceFiles,
  crewDays,
  images,
  jobCosts,
  jobStages,
  type Lead,
  leads,
  type QuoteVersion,
  siteVisits,
  stageBookings,
  stagePhotos,
  workJobs,
  type WorkJob,
} from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { notFound } from "../../http-error";
import { parseId } from "../../middleware/validate";
import { deleteImagesLater } from "../../infra/images/image-store";
import { jobKindOfService } from "@shared/crew/crew-words";
import { giveJobItsChecklist } from "./crew-day/checklists";
import { holding } from "@shared/compliance/compliance-register";
import { jobRegister } from "./compliance/compliance.queries";
import { addPoolBarrierChecks } from "./compliance/pool-barrier-checklist";
import { currentTakeoffRules } from "./costs/takeoff-settings";
import { queueFileDeletion } from "../../infra/files/file-deletions";

/** What a job's stages are when its quote names none: the whole job as one stage. */
export const WHOLE_JOB_STAGE = "The work as quoted";

/**
 * Makes the lead's job with the quote's stages, in the caller's transaction (the acceptance's, or staff's): one
 * job per lead, so a second call answers the job already there.
 */
export async function createJob(
  tx: AppDb,
  lead: Pick<Lead, "id" | "service">,
  from: { version: QuoteVersion | null; stages?: readonly string[] },
  by: string,
): Promise<WorkJob> {
  const kind = jobKindOfService(lead.service);
  const [made] = await tx
    .insert(workJobs)
    .values({ leadId: lead.id, quoteVersionId: from.version?.id ?? null, createdBy: by.slice(0, 120), kind })
    .onConflictDoNothing()
    .returning();
  if (!made) return (await jobOfLead(tx, lead.id))!;
  const named = from.version ? from.version.stages.map((stage) => stage.description) : (from.stages ?? []);
  const stages = named.length ? named : [WHOLE_JOB_STAGE];
  await tx
    .insert(jobStages)
    .values(stages.map((description, at) => ({ jobId: made.id, stage: at + 1, description: description || `Stage ${at + 1}` })));
  await giveJobItsChecklist(tx, made.id, kind);
  await addPoolBarrierChecks(tx, made.id, from.version?.runs ?? [], kind, await currentTakeoffRules(tx));
  return made;
}

export async function jobOfLead(db: AppDb, leadId: number): Promise<WorkJob | undefined> {
  const [job] = await db.select().from(workJobs).where(eq(workJobs.leadId, leadId));
  return job;
}

export async function findJob(db: AppDb, jobId: number): Promise<WorkJob | undefined> {
  const [job] = await db.select().from(workJobs).where(eq(workJobs.id, jobId));
  return job;
}

/** The job a route's :id names, or a 404. */
export async function jobOfParam(db: AppDb, id: string | string[] | undefined): Promise<WorkJob> {
  const job = await findJob(db, parseId(id, "job id"));
  if (!job) throw notFound("Job not found");
  return job;
}

/** The bookings of the given jobs with their days, in day order. */
export async function bookingsOfJobs(db: AppDb, jobIds: readonly number[]): Promise<(StageBookingView & { bookingId: number })[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: stageBookings.id,
      jobId: stageBookings.jobId,
      stage: stageBookings.stage,
      crewId: stageBookings.crewId,
      day: crewDays.day,
      reference: leads.reference,
      location: leads.location,
    })
    .from(stageBookings)
    .innerJoin(crewDays, eq(crewDays.bookingId, stageBookings.id))
    .innerJoin(workJobs, eq(workJobs.id, stageBookings.jobId))
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(inArray(stageBookings.jobId, [...jobIds]))
    .orderBy(asc(crewDays.day));
  const byBooking = new Map<number, StageBookingView & { bookingId: number }>();
  for (const row of rows) {
    const booking = byBooking.get(row.bookingId) ?? {
      bookingId: row.bookingId,
      jobId: row.jobId,
      reference: row.reference,
      suburb: row.location ?? "",
      stage: row.stage,
      crewId: row.crewId,
      days: [],
    };
    booking.days.push(row.day);
    byBooking.set(row.bookingId, booking);
  }
  return [...byBooking.values()].sort((a, b) => a.days[0]!.localeCompare(b.days[0]!) || a.jobId - b.jobId || a.stage - b.stage);
}

/** Where the crew goes: the booked site visit's address, else the suburb the homeowner gave. */
export async function addressesOf(db: AppDb, leadIds: readonly number[]): Promise<Map<number, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({ leadId: siteVisits.leadId, address: siteVisits.address })
    .from(siteVisits)
    .where(and(inArray(siteVisits.leadId, [...leadIds]), eq(siteVisits.state, "booked")));
  return new Map(rows.map((row) => [row.leadId, row.address]));
}

/** The jobs as staff list them: each with its lead, its stages (done, photos) and its state today. */
export async function jobItems(db: AppDb, jobs: readonly WorkJob[], bookings: readonly StageBookingView[]): Promise<JobListItem[]> {
  if (jobs.length === 0) return [];
  const ids = jobs.map((job) => job.id);
  const leadRows = await db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        jobs.map((job) => job.leadId),
      ),
    );
  const leadById = new Map(leadRows.map((lead) => [lead.id, lead]));
  const stageRows = await db.select().from(jobStages).where(inArray(jobStages.jobId, ids)).orderBy(asc(jobStages.stage));
  // a photo shows once the task queue has made it (the crew app and staff see it as processing before)
  const photoRows = await db
    .select({ id: stagePhotos.id, jobId: stagePhotos.jobId, stage: stagePhotos.stage })
    .from(stagePhotos)
    .innerJoin(images, eq(images.id, stagePhotos.imageId))
    .where(and(inArray(stagePhotos.jobId, ids), eq(images.state, "ready")))
    .orderBy(asc(stagePhotos.id));
  const addresses = await addressesOf(
    db,
    leadRows.map((lead) => lead.id),
  );
  const today = brisbaneDay(new Date());
  return jobs.map((job) => {
    const lead = leadById.get(job.leadId)!;
    const stages: JobStageView[] = stageRows
      .filter((row) => row.jobId === job.id)
      .map((row) => ({
        stage: row.stage,
        description: row.description,
        doneAt: row.doneAt?.toISOString() ?? null,
        note: row.doneNote,
        prepare: row.prepare,
        photos: photoRows.filter((photo) => photo.jobId === job.id && photo.stage === row.stage).map((photo) => photo.id),
      }));
    const daysOf = (stage: number) => bookings.find((booking) => booking.jobId === job.id && booking.stage === stage)?.days ?? [];
    const state = jobState(
      { completed: lead.completedAt !== null, stages: stages.map((stage) => ({ done: stage.doneAt !== null, days: daysOf(stage.stage) })) },
      today,
    );
    return {
      jobId: job.id,
      leadId: lead.id,
      reference: lead.reference,
      name: lead.name,
      phone: lead.phone,
      suburb: lead.location ?? "",
      address: addresses.get(lead.id) ?? lead.location ?? "",
      state,
      adminPath: leadAdminPath(lead),
      stages,
    };
  });
}

/**
 * GET /api/jobs?from&to: every job with a booked day in the range, and every job not yet completed that has a
 * stage still to book (To schedule included), with the range's bookings.
 */
export async function scheduleBetween(db: AppDb, from: string, to: string) {
  const inRange = db
    .selectDistinct({ jobId: stageBookings.jobId })
    .from(stageBookings)
    .innerJoin(crewDays, eq(crewDays.bookingId, stageBookings.id))
    .where(and(gte(crewDays.day, from), lte(crewDays.day, to)));
  const unbooked = sql`exists (select 1 from ${jobStages} s where s.job_id = ${workJobs.id} and s.done_at is null and not exists (select 1 from ${stageBookings} b where b.job_id = s.job_id and b.stage = s.stage))`;
  const jobs = await db
    .select({ job: workJobs })
    .from(workJobs)
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(or(inArray(workJobs.id, inRange), and(isNull(leads.completedAt), unbooked)))
    .orderBy(asc(workJobs.id));
  const allBookings = await bookingsOfJobs(
    db,
    jobs.map((row) => row.job.id),
  );
  const items = await jobItems(
    db,
    jobs.map((row) => row.job),
    allBookings,
  );
  const bookings = allBookings
    .filter((booking) => booking.days.some((day) => day >= from && day <= to))
    .map(({ bookingId: _bookingId, ...booking }) => booking);
  for (const [at, item] of items.entries()) {
    const toBook = item.stages.some(
      (stage) => !stage.doneAt && !allBookings.some((b) => b.jobId === item.jobId && b.stage === stage.stage),
    );
    if (!toBook || item.state === "completed") continue;
    const held = holding((await jobRegister(db, jobs[at]!.job)).items, "booking");
    if (held.length) item.bookingHeld = held.map((entry) => entry.missing).join("; ");
  }
  return { jobs: items, bookings };
}

/** One job with all its bookings: the lead's Job section. */
export async function jobDetail(db: AppDb, job: WorkJob): Promise<JobDetail> {
  const bookings = (await bookingsOfJobs(db, [job.id])).map(({ bookingId: _bookingId, ...booking }) => booking);
  const [item] = await jobItems(db, [job], bookings);
  return { ...item!, bookings };
}

/**
 * Deletes the lead's job with its stage photos, in the deletion's transaction: the images' rows go now and their
 * files are queued for deletion (the queue retries any the store cannot delete at once).
 */
export async function deleteJobOfLead(tx: AppDb, leadId: number): Promise<void> {
  const job = await jobOfLead(tx, leadId);
  if (!job) return;
  const photos = await tx.select({ imageId: stagePhotos.imageId }).from(stagePhotos).where(eq(stagePhotos.jobId, job.id));
  const receipts = await tx.select({ imageId: jobCosts.receiptImageId }).from(jobCosts).where(eq(jobCosts.jobId, job.id));
  const evidence = await tx
    .select({ imageId: complianceFiles.imageId, fileKey: complianceFiles.fileKey })
    .from(complianceFiles)
    .where(eq(complianceFiles.jobId, job.id));
  await tx.delete(workJobs).where(eq(workJobs.id, job.id));
  await deleteImagesLater(tx, [
    ...photos.map((photo) => photo.imageId),
    ...receipts.flatMap((receipt) => (receipt.imageId === null ? [] : [receipt.imageId])),
    ...evidence.flatMap((file) => (file.imageId === null ? [] : [file.imageId])),
  ]);
  const pdfs = evidence.flatMap((file) => (file.fileKey === null ? [] : [file.fileKey]));
  if (pdfs.length) await queueFileDeletion(tx, pdfs);
}

/** The Won lead's job, by its id, as staff see it beside the lead: null until the job is made. */
export async function jobForLead(db: AppDb, leadId: number): Promise<{ jobId: number | null }> {
  return { jobId: (await jobOfLead(db, leadId))?.id ?? null };
}
