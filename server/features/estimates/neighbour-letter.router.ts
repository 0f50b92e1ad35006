import { type RequestHandler, Router } from "express";
import { estimateJob } from "@shared/estimates/estimate";
import { formatDay } from "@shared/calendar/day-format";
import { estimateInputSchema, estimateJobOf } from "@shared/estimates/estimate-validation";
import type { AppDb } from "../../db/client";
import type { CurrentBusiness } from "../business";
import { sendPdf } from "../../lib/homeowner-pdf";
import { neighbourLetterPdf } from "./neighbour-letter";
import { currentPriceTable } from "./price-table.queries";

const NOT_A_DIVIDING_FENCE = "The neighbour's letter is for a dividing fence: go back to the estimate and answer yes to a dividing fence.";

/**
 * GET /estimate/neighbour-letter.pdf?job=fence&type=...: the letter for the neighbour of a dividing fence, from the
 * estimate's own fields in the query string (the page links to it), priced from the business's current table.
 */
export function neighbourLetterRouter(db: AppDb, letterLimiter: RequestHandler, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  // a PDF is made per request: throttled, in a bucket of its own so it never uses up a visitor's form sends
  router.get("/estimate/neighbour-letter.pdf", letterLimiter, async (req, res) => {
    const parsed = estimateInputSchema.safeParse(req.query);
    const job = parsed.success ? estimateJobOf(parsed.data) : undefined;
    if (!job || job.job !== "fence" || !job.dividing) {
      res.status(400).type("text/plain").set("Cache-Control", "no-store").send(NOT_A_DIVIDING_FENCE);
      return;
    }
    const estimate = estimateJob(job, (await currentPriceTable(db)).table);
    if (!estimate.neighbourShare) {
      res
        .status(400)
        .type("text/plain")
        .set("Cache-Control", "no-store")
        .send("A fence this size is beyond the instant estimate: please call us.");
      return;
    }
    const business = await currentBusiness();
    const pdf = await neighbourLetterPdf({
      job,
      estimate,
      business: { name: business.name, phone: business.phone.display },
      today: formatDay(new Date()),
    });
    sendPdf(res, pdf, "dividing-fence-proposal.pdf");
  });

  return router;
}
