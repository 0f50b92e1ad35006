import { type RequestHandler, Router } from "express";
import { quoteRequestSchema } from "@shared/validation/quote-request";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import { requireStaff } from "../auth/require-staff";
import { insertQuoteRequest, listQuoteRequests } from "./quote-requests.queries";

export function quoteRequestsRouter(db: AppDb, formLimiter: RequestHandler): Router {
  const router = Router();

  router.post("/contact", formLimiter, async (req, res) => {
    const input = parseBody(req, quoteRequestSchema);
    res.status(201).json(await insertQuoteRequest(db, input));
  });

  router.get("/contact", requireStaff, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await listQuoteRequests(db));
  });

  return router;
}
