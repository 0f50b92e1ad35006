import { and, eq } from "drizzle-orm";
import { formatDay } from "@shared/calendar/day-format";
import { jobCompliance, jobComplianceSettings } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { complianceSettingsOf } from "./compliance.queries";

/**
 * After a rain day moved a stage: when it is the stage that digs and its new days run past the Before You Dig
 * plans' last valid day, the job is flagged on its panel for the office to lodge a new enquiry. Nobody is texted:
 * the homeowner's new dates are told as usual, and the paperwork is the office's to put right.
 */
export async function flagLapsedPlans(tx: AppDb, jobId: number, stage: number, days: readonly string[]): Promise<void> {
  const settings = await complianceSettingsOf(tx, jobId);
  if (stage !== settings.digStage || days.length === 0) return;
  const [byda] = await tx
    .select({ fields: jobCompliance.fields })
    .from(jobCompliance)
    .where(and(eq(jobCompliance.jobId, jobId), eq(jobCompliance.code, "byda"), eq(jobCompliance.stage, 0)));
  const validUntil = byda?.fields.validUntil;
  const last = days[days.length - 1]!;
  if (typeof validUntil !== "string" || validUntil >= last) return;
  const flag = `Before You Dig: the rain day moved stage ${stage} to ${formatDay(last)}, after the plans stop being valid on ${formatDay(validUntil)}: lodge a new enquiry`;
  await tx.insert(jobComplianceSettings).values({ jobId, flag }).onConflictDoUpdate({ target: jobComplianceSettings.jobId, set: { flag } });
}

/** A new enquiry recorded clears the flag. */
export async function clearLapsedPlansFlag(tx: AppDb, jobId: number): Promise<void> {
  await tx.update(jobComplianceSettings).set({ flag: null }).where(eq(jobComplianceSettings.jobId, jobId));
}
