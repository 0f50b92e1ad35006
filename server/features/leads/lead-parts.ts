import type { LeadDetail } from "@shared/leads/lead-desk-api";
import type { LeadEstimate } from "@shared/schema";
import type { AppDb } from "../../db/client";

/**
 * What the features built on leads keep about a lead, each read and removed by its own feature: a lead's detail
 * composes their parts, its receipt shows the estimate it was sent with, and deleting it removes theirs in its
 * transaction. app.ts hands them in, so leads names no feature above it (their arrows point at leads).
 */
export interface LeadParts {
  visitForLead(db: AppDb, leadId: number): Promise<LeadDetail["visit"]>;
  quoteForLead(db: AppDb, leadId: number): Promise<LeadDetail["quote"]>;
  /** the instant estimate the lead was sent with, as stored */
  estimateForLead(db: AppDb, leadId: number): Promise<LeadEstimate | undefined>;
  jobForLead(db: AppDb, leadId: number): Promise<Pick<LeadDetail, "jobId">>;
  textsForLead(db: AppDb, leadId: number): Promise<Pick<LeadDetail, "smsConsent" | "texts">>;
  /** run in the lead's deleting transaction, in this order (a job goes before the quote it was made from) */
  removeWithLead: readonly ((tx: AppDb, leadId: number) => Promise<void>)[];
}
