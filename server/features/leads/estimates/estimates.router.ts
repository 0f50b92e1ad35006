import { type RequestHandler, Router } from "express";
import { type Estimate, estimateJob } from "@shared/estimate/estimate";
import { suburbInServiceArea } from "@shared/estimate/estimate-area";
import { quoteFieldsOfEstimate } from "@shared/estimate/estimate-lead";
import type { LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import { leadEstimates } from "@shared/schema";
import { estimateInputSchema, estimateJobOf, estimateSendSchema } from "@shared/validation/estimate";
import type { QuoteRequest } from "@shared/validation/quote-request";
import type { SecretBox } from "../../../infra/secrets/secret-box";
import { screenQuoteRequest } from "../screening";
import { storeLead } from "../store-lead";
import { bookingPath } from "../visits/booking-links";
import type { AppDb } from "../../../db/client";
import { parseBody } from "../../../middleware/validate";
import type { CurrentBusiness } from "../../business/business-profile-cache";
import { currentPriceTable } from "./price-table.queries";

/** The instant estimate for anyone: the range of a job from the business's own table, with no contact details asked. */
export function estimatesRouter(db: AppDb, secrets: SecretBox, formLimiter: RequestHandler, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  router.post("/estimates/preview", formLimiter, async (req, res) => {
    const input = parseBody(req, estimateInputSchema);
    const { table } = await currentPriceTable(db);
    const inArea = suburbInServiceArea(input.suburb, (await currentBusiness()).serviceCouncils);
    res.json(estimateJob(estimateJobOf(input), table, inArea) satisfies Estimate);
  });

  /**
   * "Send me this estimate": a quote request like the form's (screened the same way), stored with the estimate's
   * inputs, figures and table version in one transaction; the receipt carries the range and the booking link.
   */
  router.post("/estimates", formLimiter, async (req, res) => {
    const input = parseBody(req, estimateSendSchema);
    const { version, table } = await currentPriceTable(db);
    const { serviceCouncils, siteUrl } = await currentBusiness();
    const job = estimateJobOf(input);
    const estimate = estimateJob(job, table, suburbInServiceArea(input.suburb, serviceCouncils));
    const fields = {
      name: input.name,
      phone: input.phone,
      email: input.email,
      location: input.suburb,
      ...quoteFieldsOfEstimate(job, estimate),
    };
    const request: QuoteRequest = { ...fields, photos: undefined };
    const lead = await storeLead(
      db,
      secrets,
      { kind: "inquiries", ...fields, ...screenQuoteRequest(req.body, request, serviceCouncils) },
      {
        clientAddress: req.ip,
        alongside: async (tx, leadId) => {
          await tx.insert(leadEstimates).values({ leadId, job, estimate, tableVersion: version });
        },
      },
    );
    res
      .status(201)
      .json({ reference: lead.reference, bookingUrl: `${siteUrl}${bookingPath(lead.bookingToken)}` } satisfies LeadIntakeAnswer);
  });

  return router;
}
