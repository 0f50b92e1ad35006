import type { CurrentBusiness, CurrentInvoicing } from "../business";
import { Router } from "express";
import type {
  CrewList,
  CrewView,
  JobDetail,
  JobOnSite,
  JobSchedule,
  ShiftAnswer,
  StageBookingView,
  StageDoneAnswer,
} from "@shared/jobs/job-api";
import { isWorkingDay } from "@shared/calendar/working-days";
import { addDays } from "@shared/calendar/brisbane-time";
import {
  bookingSchema,
  crewSchema,
  crewUpdateSchema,
  MAX_STAGE_PHOTOS,
  newJobSchema,
  scheduleRangeSchema,
  shiftSchema,
  stageDoneSchema,
} from "@shared/jobs/job-validation";
import type { AppDb } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http-error";
import { audited, recordAudit } from "../../infra/audit/audit-log";
import type { FileStore } from "../../infra/files/file-store";
import { actorOf } from "../../middleware/audit-actor";
import { photoUpload, uploadedPhotos } from "../../middleware/photo-upload";
import { requireStaff } from "../../middleware/require-staff";
import { fieldErrors, parseBody, parseId } from "../../middleware/validate";
import { acceptedVersionOf } from "../invoices";
import { findLead } from "../leads";
import { bookStage, unbookStage } from "./bookings";
import { createCrew, findCrew, listCrews, updateCrew } from "./crews.queries";
import { createJob, jobDetail, jobOfLead, jobOfParam, scheduleBetween } from "./jobs.queries";
import { sendStagePhoto, stagePhotoFile } from "./stage-photo-file";
import { markStageDone, stageToDo, takeStagePhotos } from "./stage-done";
import { shiftSchedule } from "./weather-shift";
import { holdStageDone } from "./compliance/compliance-gates";
import { jobSiteRecord } from "./crew-day";
import { closedDays } from "../visits";

/** Staff's jobs: crews, the schedule, bookings, rain days, and stages marked done from the site. */
export function jobsRouter(db: AppDb, files: FileStore, currentInvoicing: CurrentInvoicing, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  const jobOf = (id: string | string[] | undefined) => jobOfParam(db, id);

  router.get("/crews", requireStaff, async (_req, res) => {
    res.set("Cache-Control", "no-store").json((await listCrews(db)) satisfies CrewList);
  });

  router.post("/crews", requireStaff, async (req, res) => {
    const input = parseBody(req, crewSchema);
    const crew = await audited(db, actorOf(req), async (tx, audit) => {
      const made = await createCrew(tx, input);
      await audit({ action: "crew.create", targetType: "crew", targetId: made.id, summary: `Added crew ${made.name}`, after: { ...made } });
      return made;
    });
    res.status(201).json(crew satisfies CrewView);
  });

  router.patch("/crews/:id", requireStaff, async (req, res) => {
    const id = parseId(req.params.id, "crew id");
    const change = parseBody(req, crewUpdateSchema);
    const updated = await audited(db, actorOf(req), async (tx, audit) => {
      const result = await updateCrew(tx, id, change);
      if (!result) return undefined;
      await audit({
        action: "crew.update",
        targetType: "crew",
        targetId: id,
        summary: `Changed crew ${result.after.name}`,
        before: { ...result.before },
        after: { ...result.after },
      });
      return result.after;
    });
    if (!updated) throw notFound("Crew not found");
    res.json(updated satisfies CrewView);
  });

  router.get("/jobs", requireStaff, async (req, res) => {
    const range = scheduleRangeSchema.safeParse(req.query);
    if (!range.success) throw badRequest("Please check the dates", fieldErrors(range.error));
    const { from, to } = range.data;
    const closed = await closedDays(db, from);
    const closedDaysInRange: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) if (!isWorkingDay(day, closed)) closedDaysInRange.push(day);
    const schedule = await scheduleBetween(db, from, to);
    res.set("Cache-Control", "no-store").json({ ...schedule, closedDays: closedDaysInRange } satisfies JobSchedule);
  });

  router.post("/jobs", requireStaff, async (req, res) => {
    const input = parseBody(req, newJobSchema);
    const lead = await findLead(db, input.leadId);
    if (!lead) throw notFound("Lead not found");
    if (lead.status !== "won") throw new HttpError(409, "Only a Won lead has a job");
    if (await jobOfLead(db, lead.id)) throw new HttpError(409, `${lead.reference} already has a job`);
    const version = (await acceptedVersionOf(db, lead.id)) ?? null;
    const job = await audited(db, actorOf(req), async (tx, audit) => {
      const made = await createJob(tx, lead, { version, stages: input.stages?.map((stage) => stage.description) }, actorOf(req).name);
      await audit({ action: "job.create", targetType: "lead", targetId: lead.id, summary: `${lead.reference}: job made` });
      return made;
    });
    res.status(201).json((await jobDetail(db, job)) satisfies JobDetail);
  });

  router.get("/jobs/:id", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    res.set("Cache-Control", "no-store").json({ ...(await jobDetail(db, job)), ...(await jobSiteRecord(db, job.id)) } satisfies JobOnSite);
  });

  router.post("/jobs/:id/bookings", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    const input = parseBody(req, bookingSchema);
    const closed = await closedDays(db, input.startDay);
    const booking = await audited(db, actorOf(req), async (tx, audit) => {
      const booked = await bookStage(tx, job.id, input, closed);
      await audit({
        action: "job.book",
        targetType: "lead",
        targetId: job.leadId,
        summary: `${booked.reference}: stage ${booked.stage} booked ${booked.days[0]} to ${booked.days[booked.days.length - 1]} (crew ${booked.crewId})`,
        after: { stage: booked.stage, crewId: booked.crewId, days: booked.days.join(", ") },
      });
      return booked;
    });
    res.status(201).json(booking satisfies StageBookingView);
  });

  router.delete("/jobs/:id/bookings/:stage", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    const stage = parseId(req.params.stage, "stage");
    const removed = await audited(db, actorOf(req), async (tx, audit) => {
      const done = await unbookStage(tx, job.id, stage);
      if (done)
        await audit({
          action: "job.unbook",
          targetType: "lead",
          targetId: job.leadId,
          summary: `Job ${job.id}: stage ${stage} taken off the calendar`,
        });
      return done;
    });
    if (!removed) throw notFound("That stage is not booked");
    res.status(204).end();
  });

  router.post("/schedule/shift", requireStaff, async (req, res) => {
    const input = parseBody(req, shiftSchema);
    if (input.crewId !== undefined && !(await findCrew(db, input.crewId)))
      throw badRequest("There is no such crew", { crewId: "Choose one of the crews" });
    const closed = await closedDays(db, input.fromDay);
    const answer = await shiftSchedule(db, input, closed, await currentBusiness(), (tx, moves) =>
      recordAudit(tx, actorOf(req), {
        action: "job.shift",
        targetType: "schedule",
        targetId: input.fromDay,
        summary: `Moved ${moves.length} booked stage${moves.length === 1 ? "" : "s"} from ${input.fromDay} by ${input.workingDays} working day${input.workingDays === 1 ? "" : "s"}`,
        after: { fromDay: input.fromDay, workingDays: input.workingDays, crewId: input.crewId ?? null, moved: moves.length },
      }),
    );
    res.json(answer.moves satisfies ShiftAnswer);
  });

  router.post("/jobs/:id/stages/:stage/done", requireStaff, photoUpload(MAX_STAGE_PHOTOS, { optional: true }), async (req, res) => {
    const job = await jobOf(req.params.id);
    const stage = parseId(req.params.stage, "stage");
    const { note } = parseBody(req, stageDoneSchema);
    await holdStageDone(db, job, stage);
    await stageToDo(db, job.id, stage);
    const photos = await takeStagePhotos(files, uploadedPhotos(req));
    const invoicing = await currentInvoicing();
    const count = photos.received.length;
    const answer = await audited(db, actorOf(req), async (tx, audit) => {
      const done = await markStageDone(tx, invoicing, { jobId: job.id, stage }, { note, photos: photos.received, by: actorOf(req).name });
      await audit({
        action: "job.stage-done",
        targetType: "lead",
        targetId: job.leadId,
        summary: `${done.reference}: stage ${stage} done${count ? ` with ${count} photo${count === 1 ? "" : "s"}` : ""}${
          "invoiceNumber" in done.claim ? `, claim ${done.claim.invoiceNumber} issued` : ""
        }`,
        after: { stage, claim: "invoiceNumber" in done.claim ? done.claim.invoiceNumber : null },
      });
      return done;
    }).catch(async (error: unknown) => {
      await photos.discard();
      throw error;
    });
    const { reference: _reference, ...shown } = answer;
    res.status(201).json(shown satisfies StageDoneAnswer);
  });

  /** A stage's photo, to staff only, never cached. */
  router.get("/jobs/:id/photos/:photoId", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    sendStagePhoto(res, await stagePhotoFile(db, files, job.id, parseId(req.params.photoId, "photo id"), req.query.size));
  });

  return router;
}
