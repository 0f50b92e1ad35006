import { type RequestHandler, Router } from "express";
import { LEAD_KIND_INFO, type LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import { adEnquirySchema } from "@shared/leads/ad-enquiry";
import { quoteRequestSchema } from "@shared/leads/quote-request";
import { UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import type { LeadPhotoUploadAnswer } from "@shared/leads/lead-photos";
import type { FileStore } from "../../infra/files/file-store";
import { photoUpload, uploadedPhotos } from "../../middleware/photo-upload";
import { apiRoute, parseBody } from "../../middleware/validate";
import { PHOTOS_PAUSED_MESSAGE, takeLeadPhotos, type UnattachedPhotoCap, unattachedPhotosFull } from "./lead-photos";
import { HttpError } from "../../http-error";
import { bookingPath } from "./booking-links";
import type { CurrentBusiness } from "../business";
import { screenAdEnquiry, screenQuoteRequest } from "./screening";
import { type LeadStore, storeLead } from "./store-lead";

/**
 * The two public forms. Each answers 201 with the lead's reference and nothing else: no row id (counting
 * the business's leads), status, attribution or screening verdict (a bot must not learn it was caught).
 */
export function leadIntakeRouter(
  store: LeadStore,
  files: FileStore,
  {
    formLimiter,
    photoLimiter,
    currentBusiness,
    photoCap,
  }: { formLimiter: RequestHandler; photoLimiter: RequestHandler; currentBusiness: CurrentBusiness; photoCap: UnattachedPhotoCap },
): Router {
  const router = Router();
  /** The reference to quote on the phone, and the homeowner's own booking page. */
  const answerOf = async (lead: { reference: string; bookingToken: string }): Promise<LeadIntakeAnswer> => ({
    reference: lead.reference,
    bookingUrl: `${(await currentBusiness()).siteUrl}${bookingPath(lead.bookingToken)}`,
  });

  router.post(apiRoute(LEAD_KIND_INFO.inquiries.intakePath), formLimiter, async (req, res) => {
    const { photos, smsConsent, ...input } = parseBody(req, quoteRequestSchema);
    const business = await currentBusiness();
    const lead = await storeLead(
      store,
      { kind: "inquiries", ...input, ...screenQuoteRequest(req.body, { ...input, smsConsent }, business.serviceCouncils) },
      { clientAddress: req.ip, photoTokens: photos, textConsent: { given: smsConsent, form: "Quote form" } },
    );
    res.status(201).json((await answerOf(lead)) satisfies LeadIntakeAnswer);
  });

  router.post(apiRoute(LEAD_KIND_INFO["ga-leads"].intakePath), formLimiter, async (req, res) => {
    const { photos, smsConsent, ...input } = parseBody(req, adEnquirySchema);
    const lead = await storeLead(
      store,
      { kind: "ga-leads", ...input, ...screenAdEnquiry(req.body, { ...input, smsConsent }) },
      { clientAddress: req.ip, photoTokens: photos, textConsent: { given: smsConsent, form: "Google Ads form" } },
    );
    res.status(201).json((await answerOf(lead)) satisfies LeadIntakeAnswer);
  });

  /**
   * Photos of the site, sent by the quote forms while the visitor fills them in (one per request, so each has
   * its progress): each answered with a token the form then sends with the lead. Throttled in their own bucket;
   * while anonymous photos not yet sent with a form pass the business-wide cap, refused (503) and the form still goes.
   */
  router.post("/lead-photos", photoLimiter, photoUpload(UPLOAD_LIMITS.photosPerLead), async (req, res) => {
    const uploads = uploadedPhotos(req);
    if (await unattachedPhotosFull(store.db, photoCap, uploads)) throw new HttpError(503, PHOTOS_PAUSED_MESSAGE);
    const photos = await takeLeadPhotos(store.db, files, uploads);
    res.status(201).json({ photos } satisfies LeadPhotoUploadAnswer);
  });

  return router;
}
