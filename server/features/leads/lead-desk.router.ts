import { type Request, Router } from "express";
import { LEAD_KINDS } from "@shared/leads/lead-desk";
import { LEAD_SERVICE_OPTIONS, type LeadListQuery, leadListQuerySchema, leadNoteSchema, leadUpdateSchema } from "@shared/validation/lead-desk";
import type { AppDb } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http-error";
import { sendCsv } from "../../lib/csv";
import type { Logger } from "../../logger";
import { fieldErrors, parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../auth/require-staff";
import { leadsCsv } from "./lead-csv";
import { withEmailStates } from "./lead-emails";
import { addLeadNote, getLeadDetail, listLeadPage, listLeads, type StaffAuthor, updateLead } from "./lead-desk.queries";
import { LEAD_KIND_SPECS, type LeadKindSpec } from "./lead-kinds";
import { pipelineSummary } from "./lead-pipeline.queries";

/** A spreadsheet row limit with room to spare; an export never holds the server's memory hostage. */
const EXPORT_ROW_LIMIT = 50_000;

interface LeadDeskOptions {
  logger: Logger;
  /** the business profile's response promise in hours */
  promiseHours: number;
}

function parseListQuery(req: Request, spec: LeadKindSpec): LeadListQuery {
  const result = leadListQuerySchema.safeParse(req.query);
  if (!result.success) throw badRequest("Please check the filters", fieldErrors(result.error));
  const query = result.data;
  if (query.service && !LEAD_SERVICE_OPTIONS[spec.kind].some((option) => option.value === query.service)) {
    throw badRequest("Please check the filters", { service: "Unknown service" });
  }
  return query;
}

const author = (req: Request): StaffAuthor => {
  if (!req.user) throw new HttpError(401, "Authentication required");
  return { id: req.user.id, username: req.user.username };
};

/**
 * The lead desk, one code path for both kinds: the specification's lists (GET /api/contact and
 * /api/ga-leads, now with filters and an optional page), a lead's notes and history, status changes,
 * notes, the CSV export, and the pipeline summary. Staff only.
 */
export function leadDeskRouter(db: AppDb, { logger, promiseHours }: LeadDeskOptions): Router {
  const router = Router();

  router.get("/leads/summary", requireStaff, async (_req, res) => {
    res.json(await pipelineSummary(db, promiseHours));
  });

  for (const kind of LEAD_KINDS) {
    const spec = LEAD_KIND_SPECS[kind];

    router.get(spec.path, requireStaff, async (req, res) => {
      const query = parseListQuery(req, spec);
      if (query.page === undefined) {
        res.json(await withEmailStates(db, spec.emailKind, await listLeads(db, spec, query)));
        return;
      }
      const page = await listLeadPage(db, spec, { ...query, spam: query.spam ?? false }, promiseHours);
      res.json({ ...page, rows: await withEmailStates(db, spec.emailKind, page.rows) });
    });

    router.get(`${spec.path}/export.csv`, requireStaff, async (req, res) => {
      const query = parseListQuery(req, spec);
      const rows = await listLeads(db, spec, query, EXPORT_ROW_LIMIT);
      const { page: _page, ...filters } = query;
      logger.info({ staff: req.user?.username, kind, count: rows.length, filters }, "lead export");
      sendCsv(res, `${kind}-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(spec, rows));
    });

    router.get(`${spec.path}/:id`, requireStaff, async (req, res) => {
      const detail = await getLeadDetail(db, spec, parseId(req.params.id));
      if (!detail) throw notFound("Lead not found");
      const [lead] = await withEmailStates(db, spec.emailKind, [detail.lead]);
      res.json({ ...detail, lead });
    });

    router.patch(`${spec.path}/:id`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const input = parseBody(req, leadUpdateSchema);
      const lead = await updateLead(db, spec, id, input, author(req));
      if (!lead) throw notFound("Lead not found");
      res.json(lead);
    });

    router.post(`${spec.path}/:id/notes`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const { body } = parseBody(req, leadNoteSchema);
      const note = await addLeadNote(db, spec, id, body, author(req));
      if (!note) throw notFound("Lead not found");
      res.status(201).json(note);
    });
  }

  return router;
}
