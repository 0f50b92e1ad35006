import { eq } from "drizzle-orm";
import type { CostAlert } from "@shared/invoicing-details";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { jobCostWatch, leads } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { enqueueOwnerNotice } from "../../../infra/push/push-queue";
import { enqueueTask } from "../../../infra/tasks/queue";
import type { TaskHandler } from "../../../infra/tasks/worker";
import { divideHalfUp } from "@shared/estimates/estimate";
import { findJob } from "../jobs.queries";
import { jobCosting, percentOf } from "./job-costing";

export const JOB_COST_CHECK_TASK = "job-cost-check";

/** After an entry that changes a job's actual cost (time, materials, another cost), in its transaction. */
export async function queueCostCheck(tx: AppDb, jobId: number): Promise<void> {
  await enqueueTask(tx, { type: JOB_COST_CHECK_TASK, payload: { jobId } });
}

/** Over by more than the percent of the quoted total, or by more than the amount: whichever comes first. */
export const isOverThreshold = (overCents: number, quotedCents: number, alert: CostAlert) =>
  overCents > alert.cents || overCents * 100 > quotedCents * alert.percent;

/** "RW-XXXXXX is A$620 (12.4%) over its quote": whole dollars (half up) and the percent of the quoted total. */
export function overQuoteText(reference: string, overCents: number, quotedCents: number): string {
  const dollars = divideHalfUp(overCents, 100).toLocaleString("en-AU");
  const percent = percentOf(overCents, quotedCents);
  return `${reference} is A$${dollars}${percent === null ? "" : ` (${percent.toFixed(1)}%)`} over its quote`;
}

/**
 * Works out a job's cost after an entry and, when its actual total has just passed its quoted total by more than
 * the Owner's threshold, alerts every Owner: once per crossing (the job's watch row, taken under its lock, says
 * whether it was over already; falling back below it arms the next alert).
 */
export function jobCostWatchTaskHandlers(db: AppDb, costAlert: () => Promise<CostAlert>): Record<string, TaskHandler> {
  return {
    [JOB_COST_CHECK_TASK]: {
      async run(task) {
        const job = await findJob(db, Number(task.payload.jobId));
        if (!job) return "done";
        const costing = await jobCosting(db, job);
        const [lead] = await db
          .select({ id: leads.id, kind: leads.kind, reference: leads.reference })
          .from(leads)
          .where(eq(leads.id, job.leadId));
        if (!lead) return "done";
        const overCents = costing.actual.totalCents - costing.quoted.totalCents;
        const over = costing.quoted.totalCents > 0 && isOverThreshold(overCents, costing.quoted.totalCents, await costAlert());
        await inTransaction(db, async (tx) => {
          await tx.insert(jobCostWatch).values({ jobId: job.id }).onConflictDoNothing();
          const [watch] = await tx.select().from(jobCostWatch).where(eq(jobCostWatch.jobId, job.id)).for("update");
          if (watch!.over === over) return;
          await tx.update(jobCostWatch).set({ over, changedAt: new Date() }).where(eq(jobCostWatch.jobId, job.id));
          if (over)
            await enqueueOwnerNotice(tx, {
              title: "A job is over its quote",
              body: overQuoteText(lead.reference, overCents, costing.quoted.totalCents),
              url: leadAdminPath(lead),
            });
        });
        return "done";
      },
    },
  };
}
