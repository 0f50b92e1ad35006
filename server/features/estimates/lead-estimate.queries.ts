import { eq } from "drizzle-orm";
import type { Estimate, FenceJob } from "@shared/estimate/estimate";
import { leadEstimates } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The dividing fence a lead priced with the instant estimate (for the neighbour's letter), or null. */
export async function dividingFenceOf(db: AppDb, leadId: number): Promise<{ job: FenceJob; estimate: Estimate } | null> {
  const [row] = await db.select().from(leadEstimates).where(eq(leadEstimates.leadId, leadId));
  if (!row || row.job.job !== "fence" || !row.job.dividing || !row.estimate.neighbourShare) return null;
  return { job: row.job, estimate: row.estimate };
}
