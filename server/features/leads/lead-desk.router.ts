import { type Request, Router } from "express";
import type { LeadDetail, LeadNoteRow, LeadPage, LeadRow, PipelineSummary } from "@shared/leads/lead-desk-api";
import { asJson } from "../../lib/as-json";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import { asKindedLead } from "@shared/leads/lead-rows";
import {
  LEAD_SERVICE_OPTIONS,
  type LeadListQuery,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "@shared/leads/lead-desk-validation";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest, HttpError, notFound } from "../../http-error";
import { sendCsv } from "../../lib/csv";
import type { Logger } from "../../logger";
import { apiRoute, fieldErrors, parseBody, parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { audited, recordAudit } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { leadsCsv } from "./lead-csv";
import { withEmailStates } from "./lead-emails";
import type { FileStore } from "../../infra/files/file-store";
import { privateImageFile } from "../../infra/images/image-store";
import {
  addLeadNote,
  deleteLead,
  findListedLead,
  getLeadDetail,
  type LeadListRow,
  listLeadPage,
  listLeads,
  markLeadNotSpam,
  type StaffAuthor,
} from "./lead-desk.queries";
import { findLeadPhoto, photosOfLeads } from "./lead-photos";
import { deleteQueuedFiles } from "../../infra/files/file-deletions";
import { leadEstimateView } from "@shared/estimates/estimate-lead";
import type { LeadParts } from "./lead-parts";
import { LEAD_KIND_SPECS, type LeadKindSpec, markLeadOpened } from "./lead-records";
import { pushesOfLead } from "./lead-pushes";
import { pipelineSummary } from "./lead-pipeline.queries";
import { moveLead } from "./move-lead";
import type { CurrentBusiness } from "../business";
import { sendPrivateFile } from "../../lib/private-file";

/** A spreadsheet row limit with room to spare; an export never holds the server's memory hostage. */
const EXPORT_ROW_LIMIT = 50_000;

/** The lead rows as their kind's API answers them, with what staff see beside: their emails' states and their photos. */
async function withExtras<Row extends LeadListRow>(db: AppDb, rows: Row[]) {
  const [withEmails, photos] = await Promise.all([
    withEmailStates(db, rows.map(asKindedLead)),
    photosOfLeads(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return withEmails.map((row) => ({ ...row, photos: photos.get(row.id) ?? [] }));
}

interface LeadDeskOptions {
  logger: Logger;
  /** the business profile now: its response promise decides which leads are overdue */
  currentBusiness: CurrentBusiness;
  /** what the other features keep about a lead: its detail shows them, its deletion removes them */
  parts: LeadParts;
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
 * notes, Not spam, photos, deletion, the CSV export, and the pipeline summary. Staff only.
 */
export function leadDeskRouter(db: AppDb, files: FileStore, { logger, currentBusiness, parts }: LeadDeskOptions): Router {
  const router = Router();

  router.get("/leads/summary", requireStaff, async (_req, res) => {
    res.json((await pipelineSummary(db, (await currentBusiness()).responseHours)) satisfies PipelineSummary);
  });

  for (const kind of LEAD_KINDS) {
    const spec = LEAD_KIND_SPECS[kind];
    const path = apiRoute(LEAD_KIND_INFO[kind].apiPath);
    const notFoundMessage = `${LEAD_KIND_INFO[kind].label} not found`;

    router.get(path, requireStaff, async (req, res) => {
      const query = parseListQuery(req, spec);
      if (query.page === undefined) {
        res.json(asJson(await withExtras(db, await listLeads(db, spec, query))) satisfies LeadRow[]);
        return;
      }
      const page = await listLeadPage(db, spec, { ...query, spam: query.spam ?? false }, (await currentBusiness()).responseHours);
      res.json(asJson({ ...page, rows: await withExtras(db, page.rows) }) satisfies LeadPage<LeadRow>);
    });

    router.get(`${path}/export.csv`, requireStaff, async (req, res) => {
      const query = parseListQuery(req, spec);
      const rows = await listLeads(db, spec, query, EXPORT_ROW_LIMIT);
      // who exported how many, never what they searched for: search words are a homeowner's name or phone
      const { page: _page, q, ...filters } = query;
      logger.info({ staff: req.user?.username, kind, count: rows.length, filters, searched: Boolean(q) }, "lead export");
      // a file of homeowners' details leaving the system: who took it and how many, before it goes
      await recordAudit(db, actorOf(req), {
        action: "lead.export",
        targetType: "lead",
        summary: `Exported ${rows.length} ${kind === "inquiries" ? "quote requests" : "ad leads"} as CSV`,
        after: { count: rows.length, filters, searched: Boolean(q) },
      });
      sendCsv(res, `${kind}-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(spec, rows));
    });

    router.get(`${path}/:id`, requireStaff, async (req, res) => {
      const detail = await getLeadDetail(db, kind, parseId(req.params.id));
      if (!detail) throw notFound(notFoundMessage);
      const leadId = detail.lead.id;
      const [[lead], visit, quote, pushes, sent, job, texts] = await Promise.all([
        withExtras(db, [detail.lead]),
        parts.visitForLead(db, leadId),
        parts.quoteForLead(db, leadId),
        pushesOfLead(db, leadId),
        parts.estimateForLead(db, leadId),
        parts.jobForLead(db, leadId),
        parts.textsForLead(db, leadId),
      ]);
      const answer = asJson({
        ...detail,
        lead: lead!,
        visit,
        quote,
        pushes,
        estimate: sent ? leadEstimateView(sent) : null,
        ...job,
        ...texts,
      });
      res.json(answer satisfies LeadDetail);
    });

    /** A staff member has the lead in front of them: it no longer waits to be opened (the 5-minute text). */
    router.post(`${path}/:id/opened`, requireStaff, async (req, res) => {
      const lead = await findListedLead(db, kind, parseId(req.params.id));
      if (!lead) throw notFound(notFoundMessage);
      await markLeadOpened(db, lead.id);
      res.status(204).end();
    });

    router.patch(`${path}/:id`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const input = parseBody(req, leadUpdateSchema);
      const moved = await inTransaction(db, async (tx) => {
        if (!(await findListedLead(tx, kind, id))) return undefined;
        await moveLead(tx, id, input, actorOf(req));
        return findListedLead(tx, kind, id);
      });
      if (!moved) throw notFound(notFoundMessage);
      res.json(asJson(asKindedLead(moved)) satisfies LeadRow);
    });

    router.post(`${path}/:id/notes`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const { body } = parseBody(req, leadNoteSchema);
      const added = await audited(db, actorOf(req), async (tx, audit) => {
        const result = await addLeadNote(tx, kind, id, body, author(req));
        if (result)
          await audit({
            action: "lead.note",
            targetType: "lead",
            targetId: id,
            summary: `Note on ${result.reference}`,
            // the fact of the note, not its words: the audit log outlives a deleted lead and may be exported
            after: { noteId: result.note.id, characters: body.length },
          });
        return result;
      });
      if (!added) throw notFound(notFoundMessage);
      res.status(201).json(asJson(added.note) satisfies LeadNoteRow);
    });

    router.patch(`${path}/:id/not-spam`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const result = await audited(db, actorOf(req), async (tx, audit) => {
        const marked = await markLeadNotSpam(tx, kind, id);
        if (marked?.restored) {
          await audit({
            action: "lead.not-spam",
            targetType: "lead",
            targetId: id,
            summary: `${marked.lead.reference} is not spam`,
            before: { isSpam: true },
            after: { isSpam: false },
          });
        }
        return marked;
      });
      if (!result) throw notFound(notFoundMessage);
      const [withEmails] = await withExtras(db, [result.lead]);
      res.json(asJson(withEmails!) satisfies LeadRow);
    });

    /** Deletes the lead with its notes, history, unsent emails and photos (a homeowner asked, or it is junk). */
    router.delete(`${path}/:id`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const deleted = await audited(db, actorOf(req), async (tx, audit) => {
        const lead = await deleteLead(tx, kind, id, parts.removeWithLead);
        if (lead)
          await audit({
            action: "lead.delete",
            targetType: "lead",
            targetId: id,
            summary: `Deleted ${lead.reference} with its notes, history and photos`,
            before: { reference: lead.reference },
          });
        return lead;
      });
      if (!deleted) throw notFound(notFoundMessage);
      // the rows are gone with the lead; their files go now (or, should the store fail, when the queue retries)
      await deleteQueuedFiles(db, files, deleted.fileDeletion);
      logger.info(
        { staff: req.user?.username, kind, leadId: id, files: (deleted.fileDeletion?.payload.keys as unknown[] | undefined)?.length ?? 0 },
        "lead deleted",
      );
      res.status(204).end();
    });

    /**
     * A homeowner's photo of their site, to staff only: never cached anywhere (private, no-store), never at a
     * public or guessable address. ?size=thumbnail gives the small WebP the lead shows.
     */
    router.get(`${path}/:id/photos/:photoId`, requireStaff, async (req, res) => {
      const lead = await findListedLead(db, kind, parseId(req.params.id));
      const image = lead && (await findLeadPhoto(db, lead.id, parseId(req.params.photoId, "photo id")));
      const file = image ? await files.get(privateImageFile(image, req.query.size === "thumbnail" ? "thumbnail" : "master")) : undefined;
      if (!file) throw notFound("Photo not found");
      sendPrivateFile(res, file);
    });
  }

  return router;
}
