import { eq } from "drizzle-orm";
import { type Request, Router } from "express";
import type { CrewDays, CrewPhotoAnswer, CrewSyncAnswer, SignOffAnswer } from "@shared/crew/crew-api";
import { crewPhotoSchema, crewSyncSchema, signOffSchema } from "@shared/crew/crew-validation";
import { users } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { badRequest, notFound } from "../../../http-error";
import type { FileStore } from "../../../infra/files/file-store";
import { sendPdf } from "../../../lib/homeowner-pdf";
import { photoUpload, uploadedPhotos } from "../../../middleware/photo-upload";
import { requireSignedIn } from "../../../middleware/require-staff";
import { fieldErrors, parseBody, parseId } from "../../../middleware/validate";
import type { CurrentBusiness, CurrentInvoicing } from "../../business";
import { sendStagePhoto, stagePhotoFile } from "../stage-photo-file";
import { assertMayWorkOn, type CrewActor } from "./crew-access";
import { crewDaysFor } from "./crew-days";
import { takeCrewPhoto } from "./crew-photos";
import { syncOps } from "./crew-sync";
import { signOff } from "./sign-off";
import { signOffFile } from "./sign-off-file";
import { bydaPlansFile } from "../compliance/crew-compliance";

/** The signed-in person as the crew's records name them: their first name, else their username. */
async function crewActorOf(db: AppDb, req: Request): Promise<CrewActor> {
  const user = req.user!;
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id));
  return { id: user.id, role: user.role, name: row?.firstName || user.username };
}

/**
 * The crew app's API (/crew): a Crew member's days and what they record on site; Staff and Owners may use it too
 * (they see every crew). Nothing it answers carries money.
 */
export function crewRouter(db: AppDb, files: FileStore, currentInvoicing: CurrentInvoicing, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  async function jobFor(req: Request, actor: CrewActor) {
    const jobId = parseId(req.params.jobId, "job id");
    await assertMayWorkOn(db, actor, jobId);
    return jobId;
  }

  router.get("/crew/days", requireSignedIn, async (req, res) => {
    res.set("Cache-Control", "no-store").json((await crewDaysFor(db, await crewActorOf(db, req))) satisfies CrewDays);
  });

  router.post("/crew/sync", requireSignedIn, async (req, res) => {
    const { ops } = parseBody(req, crewSyncSchema);
    const answer = await syncOps(db, await crewActorOf(db, req), ops, currentInvoicing);
    res.set("Cache-Control", "no-store").json(answer satisfies CrewSyncAnswer);
  });

  router.post("/crew/photos", requireSignedIn, photoUpload(1), async (req, res) => {
    const parsed = crewPhotoSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest("Please check the photo's details", fieldErrors(parsed.error));
    const actor = await crewActorOf(db, req);
    await assertMayWorkOn(db, actor, parsed.data.jobId);
    const { photoId, replay } = await takeCrewPhoto(db, files, actor, parsed.data, uploadedPhotos(req)[0]!);
    res.status(replay ? 200 : 201).json({ photoId } satisfies CrewPhotoAnswer);
  });

  router.get("/crew/jobs/:jobId/photos/:photoId", requireSignedIn, async (req, res) => {
    const jobId = await jobFor(req, await crewActorOf(db, req));
    sendStagePhoto(res, await stagePhotoFile(db, files, jobId, parseId(req.params.photoId, "photo id"), req.query.size));
  });

  router.post("/crew/jobs/:jobId/sign-off", requireSignedIn, async (req, res) => {
    const actor = await crewActorOf(db, req);
    const jobId = await jobFor(req, actor);
    const input = parseBody(req, signOffSchema);
    const { answer, replay } = await signOff(db, files, await currentBusiness(), actor, jobId, input);
    res.status(replay ? 200 : 201).json(answer satisfies SignOffAnswer);
  });

  router.get("/crew/jobs/:jobId/byda-plans", requireSignedIn, async (req, res) => {
    const jobId = await jobFor(req, await crewActorOf(db, req));
    const plans = await bydaPlansFile(db, files, jobId);
    if (plans?.kind === "pdf") return sendPdf(res, plans.file.data, `before-you-dig-job-${jobId}.pdf`);
    sendStagePhoto(res, plans?.kind === "image" ? plans.photo : undefined);
  });

  router.get("/crew/jobs/:jobId/sign-off.pdf", requireSignedIn, async (req, res) => {
    const jobId = await jobFor(req, await crewActorOf(db, req));
    const sheet = await signOffFile(db, files, jobId);
    if (!sheet) throw notFound("This job is not signed off yet");
    sendPdf(res, sheet.pdf, `sign-off-job-${jobId}.pdf`);
  });

  return router;
}
