import { type Request, Router } from "express";
import type { AuditPage } from "@shared/audit/audit-api";
import { asJson } from "../../lib/as-json";
import { AUDIT_ACTIONS } from "@shared/audit/audit-actions";
import { auditQuerySchema } from "@shared/audit/audit-validation";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { sendCsv, toCsv } from "../../lib/csv";
import { requireOwner } from "../../middleware/require-owner";
import { fieldErrors } from "../../middleware/validate";
import { auditPage, auditRows } from "./audit.queries";

const EXPORT_LIMIT = 100_000;

function parseQuery(req: Request) {
  const result = auditQuerySchema.safeParse(req.query);
  if (!result.success) throw new HttpError(400, "Please check the filters", fieldErrors(result.error));
  return result.data;
}

const json = (value: unknown) => (value == null ? "" : JSON.stringify(value));

/** The audit log for an Owner: read and exported, never edited (there is no route that could). */
export function auditRouter(db: AppDb): Router {
  const router = Router();

  router.get("/audit", requireOwner, async (req, res) => {
    res.json(asJson(await auditPage(db, parseQuery(req))) satisfies AuditPage);
  });

  router.get("/audit.csv", requireOwner, async (req, res) => {
    const rows = await auditRows(db, parseQuery(req), EXPORT_LIMIT);
    const csv = toCsv(rows, [
      { header: "When (UTC)", value: (row) => row.createdAt },
      { header: "Who", value: (row) => row.actorName },
      { header: "Address", value: (row) => row.ip },
      { header: "Action", value: (row) => AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action },
      { header: "What", value: (row) => row.summary },
      { header: "Target", value: (row) => (row.targetType ? `${row.targetType} ${row.targetId ?? ""}`.trim() : "") },
      { header: "Before", value: (row) => json(row.before) },
      { header: "After", value: (row) => json(row.after) },
    ]);
    sendCsv(res, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  });

  return router;
}
