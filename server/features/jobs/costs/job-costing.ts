import { and, asc, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { CostFigures, JobCostRow, JobCostsAnswer } from "@shared/costs/costs-api";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { DEFAULT_INVOICING } from "@shared/invoicing-details";
import { divideHalfUp } from "@shared/estimates/estimate";
import {
  businessDetails,
  hourlyCosts,
  images,
  invoices,
  jobCosts,
  jobMaterials,
  jobStages,
  quoteVersions,
  timeEntries,
  type WorkJob,
} from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { costOf, jobTakeoff, priceLookup } from "./takeoff-settings";

const MS_PER_HOUR = 3_600_000;

/** A share to 0.1 percent, half up; none of nothing. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? null : divideHalfUp(part * 1000, whole) / 10);
const hoursOf = (ms: number) => Math.round((ms / MS_PER_HOUR) * 100) / 100;

/** The standard loaded rate the Owner's business details stood at on a moment: quotes are costed at it. */
export async function standardRateAt(db: AppDb, at: Date): Promise<number> {
  const [row] = await db
    .select({ details: businessDetails.details })
    .from(businessDetails)
    .where(lte(businessDetails.createdAt, at))
    .orderBy(desc(businessDetails.id))
    .limit(1);
  const saved = row?.details.standardHourlyCostCents;
  return typeof saved === "number" ? saved : DEFAULT_INVOICING.standardHourlyCostCents;
}

/** Each member's rates, newest day first: time is costed at the rate of its Brisbane day (the standard one before any). */
async function rateBook(db: AppDb, userIds: number[], fallback: number) {
  const rows = userIds.length
    ? await db.select().from(hourlyCosts).where(inArray(hourlyCosts.userId, userIds)).orderBy(desc(hourlyCosts.fromDay))
    : [];
  return (userId: number, at: Date) => {
    const day = brisbaneDay(at);
    return rows.find((row) => row.userId === userId && row.fromDay <= day)?.cents ?? fallback;
  };
}

const figures = (labourCents: number, materialsCents: number, otherCents: number): CostFigures => ({
  labourCents,
  materialsCents,
  otherCents,
  totalCents: labourCents + materialsCents + otherCents,
});

/** The other costs recorded on a job, newest first, each with its receipt's address when it has one. */
export async function otherCostsOf(db: AppDb, jobId: number): Promise<JobCostRow[]> {
  const rows = await db
    .select({ cost: jobCosts, receiptKey: images.key })
    .from(jobCosts)
    .leftJoin(images, eq(images.id, jobCosts.receiptImageId))
    .where(eq(jobCosts.jobId, jobId))
    .orderBy(desc(jobCosts.createdAt), desc(jobCosts.id));
  return rows.map(({ cost, receiptKey }) => ({
    id: cost.id,
    category: cost.category,
    amountCents: cost.amountCents,
    supplier: cost.supplier,
    note: cost.note,
    stage: cost.stage,
    by: cost.by,
    createdAt: cost.createdAt.toISOString(),
    receiptUrl: receiptKey && cost.receiptImageId ? `/api/jobs/${jobId}/costs/${cost.id}/receipt` : null,
  }));
}

/**
 * A job's cost quoted against actual (GET /api/jobs/:id/costs, the Owner's). Quoted: each stage's labour hours at the
 * standard rate in force when the version was accepted, and the take-off priced. Actual: every clocked minute
 * (uncharged time too: it is paid) at the member's rate of its day, summed per stage and rounded once per stage;
 * the materials used at their unit costs; the other costs recorded. Revenue is the accepted version ex GST, less
 * each credit note ex GST.
 */
export async function jobCosting(db: AppDb, job: WorkJob): Promise<JobCostsAnswer> {
  const [version] = job.quoteVersionId ? await db.select().from(quoteVersions).where(eq(quoteVersions.id, job.quoteVersionId)) : [];
  const quotedRate = await standardRateAt(db, version?.acceptedAt ?? new Date());
  const stages = await db.select().from(jobStages).where(eq(jobStages.jobId, job.id)).orderBy(asc(jobStages.stage));
  const entries = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.jobId, job.id), isNotNull(timeEntries.offAt)));
  const rateOf = await rateBook(db, [...new Set(entries.map((entry) => entry.userId))], quotedRate);

  const stageRows = stages.map((stage) => {
    const quotedHours = version?.stages[stage.stage - 1]?.labourHours ?? 0;
    let ms = 0;
    let unchargedMs = 0;
    let msCents = 0;
    for (const entry of entries.filter((e) => e.stage === stage.stage)) {
      const span = Math.max(0, entry.offAt!.getTime() - entry.onAt.getTime());
      ms += span;
      if (entry.unchargedReason) unchargedMs += span;
      msCents += span * rateOf(entry.userId, entry.onAt);
    }
    return {
      stage: stage.stage,
      description: stage.description,
      quoted: { hours: quotedHours, labourCents: divideHalfUp(Math.round(quotedHours * 100) * quotedRate, 100) },
      actual: { hours: hoursOf(ms), unchargedHours: hoursOf(unchargedMs), labourCents: divideHalfUp(msCents, MS_PER_HOUR) },
    };
  });

  const price = await priceLookup(db);
  const quotedMaterials = (await jobTakeoff(db, job)).reduce((sum, line) => sum + costOf(line.quantity, price(line.item)), 0);
  const used = await db.select().from(jobMaterials).where(eq(jobMaterials.jobId, job.id));
  const actualMaterials = used.reduce((sum, line) => sum + costOf(line.quantity, price(line.item)), 0);
  const costs = await otherCostsOf(db, job.id);
  const credits = await db
    .select({ totalCents: invoices.totalCents, gstCents: invoices.gstCents })
    .from(invoices)
    .where(and(eq(invoices.leadId, job.leadId), eq(invoices.kind, "credit")));

  const quoted = figures(
    stageRows.reduce((sum, row) => sum + row.quoted.labourCents, 0),
    quotedMaterials,
    0,
  );
  const actual = figures(
    stageRows.reduce((sum, row) => sum + row.actual.labourCents, 0),
    actualMaterials,
    costs.reduce((sum, cost) => sum + cost.amountCents, 0),
  );
  // a credit note's figures are negative: adding its ex-GST part takes it off
  const revenueCents = (version?.subtotalCents ?? 0) + credits.reduce((sum, credit) => sum + credit.totalCents - credit.gstCents, 0);
  const varianceCents = actual.totalCents - quoted.totalCents;
  const marginCents = revenueCents - actual.totalCents;
  return {
    stages: stageRows,
    quoted,
    actual,
    varianceCents,
    variancePercent: percentOf(varianceCents, quoted.totalCents),
    revenueCents,
    marginCents,
    marginPercent: percentOf(marginCents, revenueCents),
    costs,
  };
}
