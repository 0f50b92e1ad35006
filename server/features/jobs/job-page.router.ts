import { type Request, type Response, Router } from "express";
import type { JobPageView } from "@shared/jobs/job-views";
import { jobNextStep, namesText } from "@shared/jobs/job-words";
import type { Lead } from "@shared/schema";
import type { FileStore } from "../../infra/files/file-store";
import { parseId } from "../../middleware/validate";
import { type HomeownerPageDeps, homeownerPages } from "../leads";
import { crewFirstNames } from "./crews.queries";
import { stagePhotoFile } from "./stage-photo-file";
import { jobLinkExpired, jobPath, leadOfJobLink } from "./job-links";
import { jobDetail, jobOfLead } from "./jobs.queries";
import { sendPrivateFile } from "../../lib/private-file";
import { sendPdf } from "../../lib/homeowner-pdf";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { signOffFile, signOffsOf } from "./crew-day/sign-off-file";
import { homeownerCertificateFile, homeownerCertificates } from "./compliance/homeowner-certificates";

/**
 * The homeowner's job page, /job/<token>: the stages and their days, who is coming, what to prepare, the photos
 * of stages done and what comes next, rendered whole on the server (nothing to run in the browser). The token
 * opens one job; its photos are served under it, so no photo has an address of its own.
 */
export function jobPageRouter(deps: HomeownerPageDeps & { files: FileStore }): Router {
  const { db, files } = deps;
  const router = Router();
  const pages = homeownerPages(deps);

  async function opened(req: Request, res: Response): Promise<{ lead: Lead; token: string } | undefined> {
    const token = String(req.params.token);
    const lead = await leadOfJobLink(db, token);
    if (!lead || !(await jobOfLead(db, lead.id))) {
      await pages.linkNotWorking(req, res, { what: "Job link", why: "It may be incomplete.", then: "and we'll send it again." });
      return undefined;
    }
    if (jobLinkExpired(lead)) {
      await pages.expiredLink(req, res, "Job link");
      return undefined;
    }
    return { lead, token };
  }

  async function viewOf(lead: Lead, token: string): Promise<JobPageView> {
    const detail = await jobDetail(db, (await jobOfLead(db, lead.id))!);
    const crews = await crewFirstNames(
      db,
      detail.bookings.map((booking) => booking.crewId),
    );
    const path = jobPath(token);
    const stages = detail.stages.map((stage) => {
      const booking = detail.bookings.find((b) => b.stage === stage.stage);
      return {
        stage: stage.stage,
        description: stage.description,
        days: booking?.days ?? [],
        crew: booking ? namesText(crews.get(booking.crewId) ?? []) : "",
        doneAt: stage.doneAt,
        note: stage.note,
        photos: stage.photos.map((id, at) => ({
          src: `${path}/photos/${id}`,
          thumbnail: `${path}/photos/${id}?size=thumbnail`,
          alt: `Stage ${stage.stage}, ${stage.description}: photo ${at + 1}`,
        })),
      };
    });
    const signed = (await signOffsOf(db, [detail.jobId])).get(detail.jobId);
    return {
      path,
      reference: lead.reference,
      state: detail.state,
      stages,
      nextStep: jobNextStep(detail.state, stages),
      signOff: signed ? { pdfUrl: `${path}/sign-off.pdf`, signerName: signed.signerName, day: brisbaneDay(signed.at) } : null,
      certificates: await homeownerCertificates(db, detail.jobId, path),
    };
  }

  router.get("/job/:token", async (req, res) => {
    const found = await opened(req, res);
    if (!found) return;
    const view = await viewOf(found.lead, found.token);
    await pages.send(req, res, 200, async (renderer, business) => ({
      title: `Your job ${view.reference} | ${business.name}`,
      description: `The days, stages and progress of your job with ${business.name}.`,
      html: await renderer.renderJobPage({ view, clientConfig: { business } }),
    }));
  });

  router.get("/job/:token/photos/:photoId", async (req, res) => {
    const found = await opened(req, res);
    if (!found) return;
    const job = (await jobOfLead(db, found.lead.id))!;
    const photo = await stagePhotoFile(db, files, job.id, parseId(req.params.photoId, "photo id"), req.query.size);
    if (photo?.status !== "ready") {
      res.status(404).type("text").set("Cache-Control", "no-store").send("Photo not found");
      return;
    }
    // the page's address holds the private token: no other site learns it from a Referer
    sendPrivateFile(res.set("Referrer-Policy", "same-origin"), photo.file);
  });

  router.get("/job/:token/certificates/:fileId", async (req, res) => {
    const found = await opened(req, res);
    if (!found) return;
    const job = (await jobOfLead(db, found.lead.id))!;
    const certificate = await homeownerCertificateFile(db, files, job.id, parseId(req.params.fileId, "certificate id"));
    res.set("Referrer-Policy", "same-origin");
    if (certificate?.kind === "pdf")
      return sendPdf(res, certificate.file.data, `certificate-${found.lead.reference}-${req.params.fileId}.pdf`);
    if (certificate?.kind === "image" && certificate.photo?.status === "ready") return sendPrivateFile(res, certificate.photo.file);
    res.status(404).type("text").set("Cache-Control", "no-store").send("Certificate not found");
  });

  router.get("/job/:token/sign-off.pdf", async (req, res) => {
    const found = await opened(req, res);
    if (!found) return;
    const job = (await jobOfLead(db, found.lead.id))!;
    const sheet = await signOffFile(db, files, job.id);
    if (!sheet) {
      res.status(404).type("text").set("Cache-Control", "no-store").send("This job is not signed off yet");
      return;
    }
    sendPdf(res.set("Referrer-Policy", "same-origin"), sheet.pdf, `sign-off-${found.lead.reference}.pdf`);
  });

  return router;
}
