import { and, eq } from "drizzle-orm";
import type { StageBookingView } from "@shared/jobs/job-api";
import { type ClosedDay, isWorkingDay, workingDaysFrom } from "@shared/calendar/working-days";
import { formatDay } from "@shared/calendar/day-format";
import { crewDays, crews, jobStages, leads, stageBookings, workJobs, type WorkJob } from "@shared/schema";
import type { BookingInput } from "@shared/jobs/job-validation";
import type { AppDb } from "../../db/client";
import { badRequest, HttpError } from "../../http-error";
import { queueJobEmail } from "./job-emails";
import { holdBooking } from "./compliance/compliance-gates";

/** The job's row, locked for the rest of the transaction: one change to a job's bookings at a time. */
export async function lockJob(tx: AppDb, jobId: number): Promise<WorkJob | undefined> {
  const [job] = await tx.select().from(workJobs).where(eq(workJobs.id, jobId)).for("update");
  return job;
}

/** Who holds a crew's day: the other job's reference, for the message that refuses it. */
async function holderOf(tx: AppDb, crewId: number, day: string): Promise<string> {
  const [holder] = await tx
    .select({ reference: leads.reference })
    .from(crewDays)
    .innerJoin(stageBookings, eq(stageBookings.id, crewDays.bookingId))
    .innerJoin(workJobs, eq(workJobs.id, stageBookings.jobId))
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(and(eq(crewDays.crewId, crewId), eq(crewDays.day, day)));
  return holder?.reference ?? "another job";
}

/**
 * Takes a crew's days for a booking. The crew_days primary key decides: a day another transaction holds waits for
 * it and then is refused, so two staff booking one crew on one day from two processes get one booking between
 * them. Answers the days it could not take (none: all taken for this booking).
 */
export async function takeCrewDays(tx: AppDb, bookingId: number, crewId: number, days: readonly string[]): Promise<string[]> {
  const taken = await tx
    .insert(crewDays)
    .values(days.map((day) => ({ crewId, day, bookingId })))
    .onConflictDoNothing()
    .returning({ day: crewDays.day });
  const got = new Set(taken.map((row) => row.day));
  return days.filter((day) => !got.has(day));
}

/**
 * Books a stage of the job onto a crew for `days` consecutive working days from `startDay`, in the caller's
 * transaction; booking a stage again moves it. Refused whole (409, naming the day and the other job) when the
 * crew is taken on any of the days.
 */
export async function bookStage(
  tx: AppDb,
  jobId: number,
  input: Required<Omit<BookingInput, "prepare">> & Pick<BookingInput, "prepare">,
  closed: ClosedDay,
): Promise<StageBookingView> {
  const job = await lockJob(tx, jobId);
  if (!job) throw new HttpError(404, "Job not found");
  const stage = await tx.query.jobStages.findFirst({ where: and(eq(jobStages.jobId, jobId), eq(jobStages.stage, input.stage)) });
  if (!stage) throw badRequest("There is no such stage", { stage: `This job has no stage ${input.stage}` });
  const [crew] = await tx.select().from(crews).where(eq(crews.id, input.crewId));
  if (!crew) throw badRequest("There is no such crew", { crewId: "Choose one of the crews" });
  if (!isWorkingDay(input.startDay, closed)) {
    throw badRequest("The first day is not a working day", {
      startDay: `${formatDay(input.startDay)} is not a working day (a weekend, a public holiday or a day off)`,
    });
  }
  const days = workingDaysFrom(input.startDay, input.days, closed);
  await holdBooking(tx, job, input.stage, days, closed);
  if (input.prepare !== undefined)
    await tx
      .update(jobStages)
      .set({ prepare: input.prepare || null })
      .where(and(eq(jobStages.jobId, jobId), eq(jobStages.stage, input.stage)));
  await tx.delete(stageBookings).where(and(eq(stageBookings.jobId, jobId), eq(stageBookings.stage, input.stage)));
  const [booking] = await tx.insert(stageBookings).values({ jobId, stage: input.stage, crewId: crew.id }).returning();
  const refused = await takeCrewDays(tx, booking!.id, crew.id, days);
  if (refused.length > 0) {
    const day = refused[0]!;
    throw new HttpError(409, `${crew.name} is already on ${await holderOf(tx, crew.id, day)} on ${formatDay(day)}`, {
      startDay: `${crew.name} is taken on ${formatDay(day)}`,
    });
  }
  await queueJobEmail(tx, { jobId, leadId: job.leadId, message: "scheduled" });
  const [lead] = await tx.select({ reference: leads.reference, location: leads.location }).from(leads).where(eq(leads.id, job.leadId));
  return { jobId, reference: lead!.reference, suburb: lead!.location ?? "", stage: input.stage, crewId: crew.id, days };
}

/** Takes a stage off the calendar (its days free again). */
export async function unbookStage(tx: AppDb, jobId: number, stage: number): Promise<boolean> {
  const removed = await tx
    .delete(stageBookings)
    .where(and(eq(stageBookings.jobId, jobId), eq(stageBookings.stage, stage)))
    .returning({ id: stageBookings.id });
  return removed.length > 0;
}
