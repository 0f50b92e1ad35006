import { type RequestHandler, Router } from "express";
import { adEnquirySchema } from "@shared/validation/ad-enquiry";
import type { AppDb } from "../../db/client";
import { parseBody } from "../../middleware/validate";
import { requireStaff } from "../auth/require-staff";
import { insertAdLead, listAdLeads } from "./ad-leads.queries";

export function adLeadsRouter(db: AppDb, formLimiter: RequestHandler): Router {
  const router = Router();

  router.post("/ga-enquiry", formLimiter, async (req, res) => {
    const input = parseBody(req, adEnquirySchema);
    res.status(201).json(await insertAdLead(db, input));
  });

  router.get("/ga-leads", requireStaff, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await listAdLeads(db));
  });

  return router;
}
