import { eq } from "drizzle-orm";
import { type LeadEstimate, leadEstimates } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The instant estimate a lead was sent with, as stored; undefined for a lead from another form. */
export async function estimateForLead(db: AppDb, leadId: number): Promise<LeadEstimate | undefined> {
  const [row] = await db.select().from(leadEstimates).where(eq(leadEstimates.leadId, leadId));
  return row;
}
