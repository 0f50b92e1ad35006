import { type RequestHandler, Router } from "express";
import { adEnquirySchema } from "@shared/validation/ad-enquiry";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import { publicAnswer, screenAdEnquiry } from "../lead-screening/screen-submission";
import { insertAdLead } from "./ad-leads.queries";

export function adLeadsRouter(db: AppDb, formLimiter: RequestHandler): Router {
  const router = Router();

  router.post("/ga-enquiry", formLimiter, async (req, res) => {
    const input = parseBody(req, adEnquirySchema);
    res.status(201).json(publicAnswer(await insertAdLead(db, { ...input, ...screenAdEnquiry(req.body, input) })));
  });

  return router;
}
