import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { ChecklistItemView, ChecklistTemplates } from "@shared/crew/crew-api";
import { BUILT_IN_UNCHARGED_REASONS, JOB_KIND_LABELS, JOB_KINDS, type JobKind } from "@shared/crew/crew-words";
import { checklistTemplates, jobChecklistItems, leads, unchargedReasons, workJobs } from "@shared/schema";
import type { AppDb } from "../../../db/client";

/** The built-in reasons for uncharged time and the Owner's own, built-in first. */
export async function unchargedReasonList(db: AppDb) {
  const own = await db.select().from(unchargedReasons).orderBy(asc(unchargedReasons.createdAt), asc(unchargedReasons.key));
  return [
    ...Object.entries(BUILT_IN_UNCHARGED_REASONS).map(([key, label]) => ({ key, label, builtIn: true })),
    ...own.map((reason) => ({ key: reason.key, label: reason.label, builtIn: false })),
  ];
}

/** The reason's key from the Owner's words: "Site induction" -> "site-induction". */
export const reasonKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "reason";

export async function listChecklistTemplates(db: AppDb): Promise<ChecklistTemplates> {
  const rows = await db.select().from(checklistTemplates);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    templates: JOB_KINDS.map((kind) => ({
      kind,
      label: JOB_KIND_LABELS[kind],
      items: byKind.get(kind)?.items ?? [],
      updatedAt: byKind.get(kind)?.updatedAt.toISOString() ?? null,
    })),
    unchargedReasons: await unchargedReasonList(db),
  };
}

async function copyTemplate(tx: AppDb, jobIds: readonly number[], items: readonly { text: string; photoRequired: boolean }[]) {
  if (jobIds.length === 0) return;
  if (items.length)
    await tx
      .insert(jobChecklistItems)
      .values(
        jobIds.flatMap((jobId) => items.map((item, position) => ({ jobId, position, text: item.text, photoRequired: item.photoRequired }))),
      );
  await tx
    .update(workJobs)
    .set({ checklistTaken: true })
    .where(inArray(workJobs.id, [...jobIds]));
}

/**
 * Replaces a kind's template. Jobs already made keep the checklist they took (their ticks are the record of the
 * work); a job of that kind made before any template existed takes this one now, unless it is completed.
 */
export async function saveChecklistTemplate(tx: AppDb, kind: JobKind, items: { text: string; photoRequired: boolean }[], by: string) {
  const [before] = await tx.select().from(checklistTemplates).where(eq(checklistTemplates.kind, kind));
  await tx
    .insert(checklistTemplates)
    .values({ kind, items, updatedBy: by.slice(0, 120) })
    .onConflictDoUpdate({ target: checklistTemplates.kind, set: { items, updatedBy: by.slice(0, 120), updatedAt: new Date() } });
  const waiting = await tx
    .select({ id: workJobs.id })
    .from(workJobs)
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(and(eq(workJobs.kind, kind), eq(workJobs.checklistTaken, false), isNull(leads.completedAt)));
  if (items.length)
    await copyTemplate(
      tx,
      waiting.map((job) => job.id),
      items,
    );
  return { before: before?.items ?? [], jobsGiven: items.length ? waiting.length : 0 };
}

/** A new job takes its kind's template, when there is one. */
export async function giveJobItsChecklist(tx: AppDb, jobId: number, kind: JobKind | null) {
  if (!kind) return;
  const [template] = await tx.select().from(checklistTemplates).where(eq(checklistTemplates.kind, kind));
  if (template?.items.length) await copyTemplate(tx, [jobId], template.items);
}

/** The jobs' checklists, in template order, each tick with who and the phone's time. */
export async function checklistsOf(db: AppDb, jobIds: readonly number[]): Promise<Map<number, ChecklistItemView[]>> {
  const byJob = new Map<number, ChecklistItemView[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select()
    .from(jobChecklistItems)
    .where(inArray(jobChecklistItems.jobId, [...jobIds]))
    .orderBy(asc(jobChecklistItems.jobId), asc(jobChecklistItems.position));
  for (const row of rows) {
    byJob.set(row.jobId, [
      ...(byJob.get(row.jobId) ?? []),
      {
        id: row.id,
        text: row.text,
        photoRequired: row.photoRequired,
        checkedAt: row.checkedAt?.toISOString() ?? null,
        checkedBy: row.checkedBy,
      },
    ]);
  }
  return byJob;
}
