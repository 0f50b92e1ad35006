import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { triggersOfRuns } from "@shared/compliance/compliance-register";
import { POOL_BARRIER_CHECK_LABELS, POOL_BARRIER_CHECKS, type PoolBarrierCheck } from "@shared/compliance/compliance-rules";
import type { TakeoffRules } from "@shared/costs/takeoff-rules";
import type { WorkRun } from "@shared/costs/work-runs";
import type { JobKind } from "@shared/crew/crew-words";
import { jobChecklistItems, stagePhotos } from "@shared/schema";
import type { AppDb } from "../../../db/client";

/** After the kind's own items: the barrier checks come last on the crew's checklist. */
const FIRST_POSITION = 1000;
const checkOfText = new Map(POOL_BARRIER_CHECKS.map((check) => [POOL_BARRIER_CHECK_LABELS[check], check]));

/**
 * A pool fence job's checklist gains the barrier's five checks, each needing its photo: the crew ticks them on
 * site, and each tick with its photo counts in the job's compliance register. Made with the job.
 */
export async function addPoolBarrierChecks(tx: AppDb, jobId: number, runs: readonly WorkRun[], kind: JobKind | null, rules: TakeoffRules) {
  const barrier = runs.length > 0 ? triggersOfRuns(runs, rules).poolBarrier : kind === "pool-fence";
  if (!barrier) return;
  await tx.insert(jobChecklistItems).values(
    POOL_BARRIER_CHECKS.map((check, at) => ({
      jobId,
      position: FIRST_POSITION + at,
      text: POOL_BARRIER_CHECK_LABELS[check],
      photoRequired: true,
    })),
  );
}

/** The barrier checks the crew ticked on site, each with the photo of its item. */
export async function barrierChecksOnSite(db: AppDb, jobId: number) {
  const ticked = await db
    .select({ id: jobChecklistItems.id, text: jobChecklistItems.text })
    .from(jobChecklistItems)
    .where(
      and(
        eq(jobChecklistItems.jobId, jobId),
        isNotNull(jobChecklistItems.checkedAt),
        inArray(jobChecklistItems.text, [...checkOfText.keys()]),
      ),
    );
  const checks: Partial<Record<PoolBarrierCheck, true>> = {};
  const photos: { fileId: number; url: string; role: "photo"; check: string }[] = [];
  if (ticked.length === 0) return { checks, photos };
  const taken = await db
    .select({ id: stagePhotos.id, itemId: stagePhotos.itemId })
    .from(stagePhotos)
    .where(
      and(
        eq(stagePhotos.jobId, jobId),
        inArray(
          stagePhotos.itemId,
          ticked.map((item) => item.id),
        ),
      ),
    );
  for (const item of ticked) {
    const check = checkOfText.get(item.text)!;
    checks[check] = true;
    for (const photo of taken.filter((row) => row.itemId === item.id))
      photos.push({ fileId: photo.id, url: `/api/jobs/${jobId}/photos/${photo.id}`, role: "photo", check });
  }
  return { checks, photos };
}
