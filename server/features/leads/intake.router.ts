import { type RequestHandler, Router } from "express";
import { LEAD_KIND_INFO, type LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import { adEnquirySchema } from "@shared/validation/ad-enquiry";
import { quoteRequestSchema } from "@shared/validation/quote-request";
import type { AppDb } from "../../db/client";
import { apiRoute, parseBody } from "../../middleware/validate";
import { screenAdEnquiry, screenQuoteRequest } from "./screening";
import { storeLead } from "./store-lead";

/**
 * The two public forms. Each answers 201 with the lead's reference and nothing else: no row id (counting
 * the business's leads), status, attribution or screening verdict (a bot must not learn it was caught).
 */
export function leadIntakeRouter(db: AppDb, formLimiter: RequestHandler): Router {
  const router = Router();

  router.post(apiRoute(LEAD_KIND_INFO.inquiries.intakePath), formLimiter, async (req, res) => {
    const input = parseBody(req, quoteRequestSchema);
    const lead = await storeLead(db, "inquiries", { ...input, ...screenQuoteRequest(req.body, input) }, req.ip);
    res.status(201).json({ reference: lead.reference } satisfies LeadIntakeAnswer);
  });

  router.post(apiRoute(LEAD_KIND_INFO["ga-leads"].intakePath), formLimiter, async (req, res) => {
    const input = parseBody(req, adEnquirySchema);
    const lead = await storeLead(db, "ga-leads", { ...input, ...screenAdEnquiry(req.body, input) }, req.ip);
    res.status(201).json({ reference: lead.reference } satisfies LeadIntakeAnswer);
  });

  return router;
}
