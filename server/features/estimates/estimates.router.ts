import { type RequestHandler, Router } from "express";
import { type Estimate, estimateJob } from "@shared/estimates/estimate";
import { suburbInServiceArea } from "@shared/estimates/estimate-area";
import type { EstimatePrices } from "@shared/estimates/estimate-fields";
import type { LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import { estimateInputSchema, estimateJobOf, estimateSendSchema } from "@shared/estimates/estimate-validation";
import { parseBody } from "../../middleware/validate";
import { countEstimateShown } from "./estimates-shown.queries";
import { currentPriceTable } from "./price-table.queries";
import { type EstimateSender, storeEstimateLead } from "./send-estimate";

/** The instant estimate for anyone: the range of a job from the business's own table, with no contact details asked. */
export function estimatesRouter(sender: EstimateSender, formLimiter: RequestHandler, shownLimiter: RequestHandler): Router {
  const {
    store: { db },
    currentBusiness,
  } = sender;
  const router = Router();

  /** The table the page computes with, for a page that was reached without it in its data. */
  router.get("/estimates/prices", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json((await currentPriceTable(db)) satisfies EstimatePrices);
  });

  /**
   * The page's first range in a visit, for the owner's count of estimates shown. Over the throttle it is not counted
   * (and the page is not told: a count is not worth an error).
   */
  router.post("/estimates/shown", shownLimiter, async (req, res) => {
    if (!res.locals.throttled) await countEstimateShown(db, req.ip ?? "unknown");
    res.status(204).end();
  });

  router.post("/estimates/preview", formLimiter, async (req, res) => {
    const input = parseBody(req, estimateInputSchema);
    const { table } = await currentPriceTable(db);
    const inArea = suburbInServiceArea(input.suburb, (await currentBusiness()).serviceCouncils);
    res.json(estimateJob(estimateJobOf(input), table, inArea) satisfies Estimate);
  });

  router.post("/estimates", formLimiter, async (req, res) => {
    const input = parseBody(req, estimateSendSchema);
    res.status(201).json((await storeEstimateLead(sender, input, req.body, req.ip)) satisfies LeadIntakeAnswer);
  });

  return router;
}
