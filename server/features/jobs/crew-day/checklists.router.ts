import { Router } from "express";
import type { ChecklistTemplates } from "@shared/crew/crew-api";
import { checklistTemplateSchema, timeWeekSchema, unchargedReasonsSchema } from "@shared/crew/crew-validation";
import { BUILT_IN_UNCHARGED_REASONS, JOB_KIND_LABELS, JOB_KINDS, type JobKind } from "@shared/crew/crew-words";
import { unchargedReasons } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { badRequest, notFound } from "../../../http-error";
import { audited } from "../../../infra/audit/audit-log";
import { sendCsv } from "../../../lib/csv";
import { actorOf } from "../../../middleware/audit-actor";
import { requireOwner } from "../../../middleware/require-owner";
import { requireStaff } from "../../../middleware/require-staff";
import { fieldErrors, parseBody } from "../../../middleware/validate";
import { listChecklistTemplates, reasonKey, saveChecklistTemplate, unchargedReasonList } from "./checklists";
import { weeklyTimeCsv } from "./site-record";

/** The Owner's checklist templates and reasons for uncharged time, and the week's time entries for payroll. */
export function checklistsRouter(db: AppDb): Router {
  const router = Router();

  router.get("/checklists", requireStaff, async (_req, res) => {
    res.set("Cache-Control", "no-store").json((await listChecklistTemplates(db)) satisfies ChecklistTemplates);
  });

  router.put("/checklists/:kind", requireOwner, async (req, res) => {
    const kind = req.params.kind as JobKind;
    if (!JOB_KINDS.includes(kind)) throw notFound("There is no such kind of job");
    const { items } = parseBody(req, checklistTemplateSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      const saved = await saveChecklistTemplate(tx, kind, items, actorOf(req).name);
      await audit({
        action: "checklist.update",
        targetType: "checklist",
        targetId: kind,
        summary: `${JOB_KIND_LABELS[kind]} checklist: ${items.length} item${items.length === 1 ? "" : "s"}${saved.jobsGiven ? `, given to ${saved.jobsGiven} waiting job${saved.jobsGiven === 1 ? "" : "s"}` : ""}`,
        before: { items: saved.before },
        after: { items },
      });
    });
    res.json((await listChecklistTemplates(db)) satisfies ChecklistTemplates);
  });

  router.put("/uncharged-reasons", requireOwner, async (req, res) => {
    const { reasons } = parseBody(req, unchargedReasonsSchema);
    const rows = reasons.map((reason) => ({ key: reasonKey(reason.label), label: reason.label }));
    const clash = rows.find((row, at) => row.key in BUILT_IN_UNCHARGED_REASONS || rows.findIndex((other) => other.key === row.key) !== at);
    if (clash) throw badRequest("Each reason needs its own name", { reasons: `"${clash.label}" is already a reason` });
    await audited(db, actorOf(req), async (tx, audit) => {
      const before = await unchargedReasonList(tx);
      await tx.delete(unchargedReasons);
      if (rows.length) await tx.insert(unchargedReasons).values(rows);
      await audit({
        action: "uncharged-reasons.update",
        targetType: "settings",
        targetId: "uncharged-reasons",
        summary: `Reasons for uncharged time: ${rows.map((row) => row.label).join(", ") || "the built-in ones only"}`,
        before: { reasons: before.filter((reason) => !reason.builtIn).map((reason) => reason.label) },
        after: { reasons: rows.map((row) => row.label) },
      });
    });
    res.json((await listChecklistTemplates(db)) satisfies ChecklistTemplates);
  });

  router.get("/time-entries.csv", requireStaff, async (req, res) => {
    const parsed = timeWeekSchema.safeParse(req.query);
    if (!parsed.success) throw badRequest("Please check the week", fieldErrors(parsed.error));
    sendCsv(res, `time-entries-${parsed.data.week}.csv`, await weeklyTimeCsv(db, parsed.data.week));
  });

  return router;
}
