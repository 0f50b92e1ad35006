import { type RequestHandler, Router } from "express";
import { type Estimate, estimateJob } from "@shared/estimate/estimate";
import { suburbInServiceArea } from "@shared/estimate/estimate-area";
import { estimateInputSchema, estimateJobOf } from "@shared/validation/estimate";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import type { CurrentBusiness } from "../business/business-profile-cache";
import { currentPriceTable } from "./price-table.queries";

/** The instant estimate for anyone: the range of a job from the business's own table, with no contact details asked. */
export function estimatesRouter(db: AppDb, formLimiter: RequestHandler, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  router.post("/estimates/preview", formLimiter, async (req, res) => {
    const input = parseBody(req, estimateInputSchema);
    const { table } = await currentPriceTable(db);
    const inArea = suburbInServiceArea(input.suburb, (await currentBusiness()).serviceCouncils);
    res.json(estimateJob(estimateJobOf(input), table, inArea) satisfies Estimate);
  });

  return router;
}
