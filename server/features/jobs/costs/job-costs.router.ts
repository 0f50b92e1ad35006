import { and, eq } from "drizzle-orm";
import { Router } from "express";
import { formatCents } from "@shared/quotes/quote-math";
import { jobCostSchema, type JobCostRow, type JobCostsAnswer, type TakeoffAnswer } from "@shared/costs/costs-api";
import { jobCosts, leads } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { notFound } from "../../../http-error";
import { audited } from "../../../infra/audit/audit-log";
import { sendCsv, toCsv } from "../../../lib/csv";
import { actorOf } from "../../../middleware/audit-actor";
import { requireOwner } from "../../../middleware/require-owner";
import { requireStaff } from "../../../middleware/require-staff";
import { parseBody, parseId } from "../../../middleware/validate";
import { jobOfParam } from "../jobs.queries";
import { queueCostCheck } from "./cost-watch";
import { attachReceipt, receiptPhoto } from "./cost-receipts";
import type { FileStore } from "../../../infra/files/file-store";
import { photoUpload, uploadedPhotos } from "../../../middleware/photo-upload";
import { sendStagePhoto } from "../stage-photo-file";
import { deleteImagesLater } from "../../../infra/images/image-store";
import { jobCosting, otherCostsOf } from "./job-costing";
import { costOf, jobTakeoff, priceLookup } from "./takeoff-settings";

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * What a job needs and what it cost: its take-off and order list (staff), the other costs staff record against it,
 * and its cost quoted against actual with its margin (the Owner's only).
 */
export function jobCostsRouter(db: AppDb, files: FileStore): Router {
  const router = Router();

  const jobOf = (id: string | string[] | undefined) => jobOfParam(db, id);

  router.get("/jobs/:id/takeoff", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    res.set("Cache-Control", "no-store").json({ lines: await jobTakeoff(db, job) } satisfies TakeoffAnswer);
  });

  router.get("/jobs/:id/order-list.csv", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    const [lead] = await db.select({ reference: leads.reference }).from(leads).where(eq(leads.id, job.leadId));
    const price = await priceLookup(db);
    const lines = await jobTakeoff(db, job);
    const csv = toCsv(lines, [
      { header: "item", value: (line) => line.item },
      { header: "quantity", value: (line) => line.quantity },
      { header: "unit", value: (line) => line.unit },
      { header: "supplier cost", value: (line) => dollars(costOf(line.quantity, price(line.item))) },
    ]);
    sendCsv(res, `order-list-${lead?.reference ?? job.id}.csv`, csv);
  });

  router.get("/jobs/:id/costs", requireOwner, async (req, res) => {
    const job = await jobOf(req.params.id);
    res.set("Cache-Control", "no-store").json((await jobCosting(db, job)) satisfies JobCostsAnswer);
  });

  router.post("/jobs/:id/costs", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    const input = parseBody(req, jobCostSchema);
    const actor = actorOf(req);
    const id = await audited(db, actor, async (tx, audit) => {
      const [row] = await tx
        .insert(jobCosts)
        .values({ jobId: job.id, ...input, stage: input.stage ?? null, byId: req.user!.id, by: actor.name.slice(0, 120) })
        .returning({ id: jobCosts.id });
      await queueCostCheck(tx, job.id);
      await audit({
        action: "job.cost-add",
        targetType: "lead",
        targetId: job.leadId,
        summary: `Job ${job.id}: ${input.category} cost of ${formatCents(input.amountCents)} ex GST${input.supplier ? ` from ${input.supplier}` : ""}`,
        after: { ...input, costId: row!.id },
      });
      return row!.id;
    });
    const saved = (await otherCostsOf(db, job.id)).find((cost) => cost.id === id)!;
    res.status(201).json(saved satisfies JobCostRow);
  });

  router.post("/jobs/:id/costs/:costId/receipt", requireStaff, photoUpload(1), async (req, res) => {
    const job = await jobOf(req.params.id);
    const costId = parseId(req.params.costId, "cost id");
    await attachReceipt(db, files, job.id, costId, uploadedPhotos(req)[0]!);
    const saved = (await otherCostsOf(db, job.id)).find((cost) => cost.id === costId)!;
    res.status(201).json(saved satisfies JobCostRow);
  });

  /** A cost's receipt, to staff only, never cached; 202 while its thumbnail is made. */
  router.get("/jobs/:id/costs/:costId/receipt", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    sendStagePhoto(res, await receiptPhoto(db, files, job.id, parseId(req.params.costId, "cost id"), req.query.size));
  });

  router.delete("/jobs/:id/costs/:costId", requireStaff, async (req, res) => {
    const job = await jobOf(req.params.id);
    const costId = parseId(req.params.costId, "cost id");
    const removed = await audited(db, actorOf(req), async (tx, audit) => {
      const [row] = await tx
        .delete(jobCosts)
        .where(and(eq(jobCosts.id, costId), eq(jobCosts.jobId, job.id)))
        .returning();
      if (!row) return undefined;
      if (row.receiptImageId !== null) await deleteImagesLater(tx, [row.receiptImageId]);
      await queueCostCheck(tx, job.id);
      await audit({
        action: "job.cost-remove",
        targetType: "lead",
        targetId: job.leadId,
        summary: `Job ${job.id}: removed the ${row.category} cost of ${formatCents(row.amountCents)}`,
        before: { ...row },
      });
      return row;
    });
    if (!removed) throw notFound("Cost not found");
    res.status(204).end();
  });

  return router;
}
