import { type RequestHandler, Router } from "express";
import { quoteRequestSchema } from "@shared/validation/quote-request";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import { publicAnswer, screenQuoteRequest } from "../lead-screening/screen-submission";
import { insertQuoteRequest } from "./quote-requests.queries";

export function quoteRequestsRouter(db: AppDb, formLimiter: RequestHandler): Router {
  const router = Router();

  router.post("/contact", formLimiter, async (req, res) => {
    const input = parseBody(req, quoteRequestSchema);
    res.status(201).json(publicAnswer(await insertQuoteRequest(db, { ...input, ...screenQuoteRequest(req.body, input) })));
  });

  return router;
}
