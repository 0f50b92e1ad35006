import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { CrewSyncAnswer } from "@shared/crew/crew-api";
import { type CrewOp, crewOpSchema } from "@shared/crew/crew-validation";
import { CLOCK_AHEAD_MESSAGE, MAX_CLOCK_AHEAD_MS, MAX_OP_AGE_MS, TOO_OLD_MESSAGE } from "@shared/crew/crew-words";
import { brisbaneClock } from "@shared/calendar/brisbane-time";
import {
  crewMembers,
  crewOps,
  jobChecklistItems,
  jobMaterials,
  jobNotes,
  jobStages,
  stageBookings,
  stagePhotos,
  timeEntries,
  users,
} from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { HttpError } from "../../../http-error";
import { recordAudit } from "../../../infra/audit/audit-log";
import type { InvoicingContext } from "../../business";
import { markStageDone } from "../stage-done";
import { queueCostCheck } from "../costs";
import { unchargedReasonList } from "./checklists";
import { assertMayWorkOn, type CrewActor } from "./crew-access";
import { SWMS_REFUSAL, swmsFor } from "../compliance/crew-compliance";

/** An op the server will not apply, with the words the phone shows the crew. Nothing of it is kept. */
export class OpRefused extends Error {}

/** An op whose work was already done by another (a second stage-done of a stage): recorded as a duplicate. */
class OpAlreadyDone extends Error {}

/** The time checks every op passes (docs/decisions/crew-sync.md): the phone's clock and the op's age. */
export function timeProblem(at: Date, receivedAt: Date): string | undefined {
  if (at.getTime() - receivedAt.getTime() > MAX_CLOCK_AHEAD_MS) return CLOCK_AHEAD_MESSAGE;
  if (receivedAt.getTime() - at.getTime() > MAX_OP_AGE_MS) return TOO_OLD_MESSAGE;
  return undefined;
}

async function stageOf(tx: AppDb, jobId: number, stage: number) {
  const [row] = await tx
    .select()
    .from(jobStages)
    .where(and(eq(jobStages.jobId, jobId), eq(jobStages.stage, stage)));
  if (!row) throw new OpRefused(`This job has no stage ${stage}`);
  return row;
}

/** The members a clock op is for: the signed-in member by default; others only from a crew booked on the job. */
async function membersOf(tx: AppDb, actor: CrewActor, jobId: number, members: number[] | undefined) {
  const ids = [...new Set(members ?? [actor.id])];
  const onJob = await tx
    .selectDistinct({ id: crewMembers.userId })
    .from(crewMembers)
    .innerJoin(stageBookings, eq(stageBookings.crewId, crewMembers.crewId))
    .where(and(eq(stageBookings.jobId, jobId), inArray(crewMembers.userId, ids)));
  const allowed = new Set([...onJob.map((row) => row.id), actor.id]);
  const strangers = ids.filter((id) => !allowed.has(id));
  if (strangers.length) throw new OpRefused("Clock on or off only members of a crew booked on this job");
  const named = await tx
    .select({ id: users.id, firstName: users.firstName, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return named.map((user) => ({ id: user.id, name: user.firstName || user.username }));
}

const timeOf = (date: Date) => brisbaneClock(date);

type Applied = string;

async function clockOn(tx: AppDb, actor: CrewActor, op: Extract<CrewOp, { type: "clock-on" }>, at: Date): Promise<Applied> {
  await stageOf(tx, op.jobId, op.stage);
  const swms = await swmsFor(tx, op.jobId, op.stage);
  if (swms && !op.swmsAcknowledged) throw new OpRefused(SWMS_REFUSAL);
  const members = await membersOf(tx, actor, op.jobId, op.members);
  const skipped: string[] = [];
  let started = 0;
  for (const member of members) {
    // clock entries never merge: a member already on this job keeps the entry they are on
    const [open] = await tx
      .select({ onAt: timeEntries.onAt })
      .from(timeEntries)
      .where(and(eq(timeEntries.jobId, op.jobId), eq(timeEntries.userId, member.id), isNull(timeEntries.offAt)));
    if (open) {
      skipped.push(`${member.name} was already on since ${timeOf(open.onAt)}`);
      continue;
    }
    await tx.insert(timeEntries).values({
      jobId: op.jobId,
      stage: op.stage,
      userId: member.id,
      onAt: at,
      recordedById: actor.id,
      swmsAcknowledged: op.swmsAcknowledged === true,
    });
    started += 1;
  }
  if (started === 0) throw new OpRefused(skipped.join("; "));
  return skipped.join("; ");
}

async function clockOff(tx: AppDb, actor: CrewActor, op: Extract<CrewOp, { type: "clock-off" }>, at: Date): Promise<Applied> {
  if (op.unchargedReason !== undefined && !(await unchargedReasonList(tx)).some((reason) => reason.key === op.unchargedReason))
    throw new OpRefused("Choose one of the reasons for uncharged time");
  const members = await membersOf(tx, actor, op.jobId, op.members);
  const skipped: string[] = [];
  let stopped = 0;
  for (const member of members) {
    const [open] = await tx
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(and(eq(timeEntries.jobId, op.jobId), eq(timeEntries.userId, member.id), isNull(timeEntries.offAt), lte(timeEntries.onAt, at)))
      .orderBy(desc(timeEntries.onAt))
      .limit(1);
    if (!open) {
      skipped.push(`${member.name} was not clocked on`);
      continue;
    }
    await tx
      .update(timeEntries)
      .set({ offAt: at, offReceivedAt: new Date(), unchargedReason: op.unchargedReason ?? null })
      .where(eq(timeEntries.id, open.id));
    stopped += 1;
  }
  if (stopped === 0) throw new OpRefused(skipped.join("; "));
  return skipped.join("; ");
}

/** A tick keeps the earliest: a later tick of an item already ticked changes nothing, an earlier one takes its place. */
async function check(tx: AppDb, actor: CrewActor, op: Extract<CrewOp, { type: "check" }>, at: Date): Promise<Applied> {
  const [item] = await tx
    .select()
    .from(jobChecklistItems)
    .where(and(eq(jobChecklistItems.id, op.itemId), eq(jobChecklistItems.jobId, op.jobId)));
  if (!item) throw new OpRefused("This job's checklist has no such item");
  if (item.photoRequired) {
    const [photo] = await tx
      .select({ id: stagePhotos.id })
      .from(stagePhotos)
      .where(and(eq(stagePhotos.jobId, op.jobId), eq(stagePhotos.itemId, item.id)))
      .limit(1);
    if (!photo) throw new OpRefused(`"${item.text}" needs its photo before it is ticked`);
  }
  if (item.checkedAt && item.checkedAt <= at) return `Already ticked by ${item.checkedBy} at ${timeOf(item.checkedAt)}`;
  await tx
    .update(jobChecklistItems)
    .set({ checkedAt: at, checkedReceivedAt: new Date(), checkedById: actor.id, checkedBy: actor.name.slice(0, 120) })
    .where(eq(jobChecklistItems.id, item.id));
  return "";
}

async function stageDone(
  tx: AppDb,
  actor: CrewActor,
  op: Extract<CrewOp, { type: "stage-done" }>,
  at: Date,
  invoicing: InvoicingContext,
): Promise<Applied> {
  const row = await stageOf(tx, op.jobId, op.stage);
  if (row.doneAt) throw new OpAlreadyDone(`Stage ${op.stage} was already marked done`);
  const done = await markStageDone(tx, invoicing, { jobId: op.jobId, stage: op.stage }, { note: "", photos: [], by: actor.name, at });
  await recordAudit(
    tx,
    { id: actor.id, name: actor.name },
    {
      action: "job.stage-done",
      targetType: "lead",
      targetId: op.jobId,
      summary: `${done.reference}: stage ${op.stage} done from the crew app${"invoiceNumber" in done.claim ? `, claim ${done.claim.invoiceNumber} issued` : ""}`,
      after: { stage: op.stage, phoneTime: at.toISOString(), claim: "invoiceNumber" in done.claim ? done.claim.invoiceNumber : null },
    },
  );
  return "";
}

async function applyOp(tx: AppDb, actor: CrewActor, op: CrewOp, at: Date, invoicing: InvoicingContext | undefined): Promise<Applied> {
  switch (op.type) {
    case "clock-on":
      return clockOn(tx, actor, op, at);
    case "clock-off": {
      const applied = await clockOff(tx, actor, op, at);
      await queueCostCheck(tx, op.jobId);
      return applied;
    }
    case "check":
      return check(tx, actor, op, at);
    case "material":
      await tx
        .insert(jobMaterials)
        .values({ jobId: op.jobId, item: op.item, quantity: op.quantity, unit: op.unit, at, byId: actor.id, by: actor.name.slice(0, 120) });
      await queueCostCheck(tx, op.jobId);
      return "";
    case "note":
      await stageOf(tx, op.jobId, op.stage);
      await tx
        .insert(jobNotes)
        .values({ jobId: op.jobId, stage: op.stage, text: op.text, at, byId: actor.id, by: actor.name.slice(0, 120) });
      return "";
    case "stage-done":
      return stageDone(tx, actor, op, at, invoicing!);
  }
}

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? "This change could not be read";

/**
 * POST /api/crew/sync: each op in the order sent, in a transaction of its own, answered in the same order. The op's
 * id is kept with what it did, in that transaction: an op sent again (twice, three times, or twice at once from
 * two requests) finds its id and is a duplicate, never applied twice. A refused op keeps nothing, so it can be
 * sent again once what refused it is put right (its photo arrived, the phone's clock was set).
 */
export async function syncOps(
  db: AppDb,
  actor: CrewActor,
  ops: readonly unknown[],
  invoicing: () => Promise<InvoicingContext>,
): Promise<CrewSyncAnswer> {
  const results: CrewSyncAnswer["results"] = [];
  for (const raw of ops) {
    const rawId = typeof raw === "object" && raw !== null && "opId" in raw ? String((raw as { opId: unknown }).opId).slice(0, 64) : "";
    const parsed = crewOpSchema.safeParse(raw);
    if (!parsed.success) {
      results.push({ opId: rawId, status: "refused", message: firstIssue(parsed.error) });
      continue;
    }
    const op = parsed.data;
    const receivedAt = new Date();
    const at = new Date(op.at);
    const problem = timeProblem(at, receivedAt);
    if (problem) {
      results.push({ opId: op.opId, status: "refused", message: problem });
      continue;
    }
    try {
      await assertMayWorkOn(db, actor, op.jobId);
      // read before the transaction: a cold cache reads the database, which inside it would wait on itself (PGlite)
      const invoicingNow = op.type === "stage-done" ? await invoicing() : undefined;
      const outcome = await inTransaction(db, async (tx) => {
        const [kept] = await tx
          .insert(crewOps)
          .values({ opId: op.opId, type: op.type, userId: actor.id, jobId: op.jobId, at, receivedAt })
          .onConflictDoNothing()
          .returning({ opId: crewOps.opId });
        if (!kept) return { status: "duplicate" as const, message: "Already sent" };
        return { status: "applied" as const, message: await applyOp(tx, actor, op, at, invoicingNow) };
      });
      results.push({ opId: op.opId, ...outcome });
    } catch (err) {
      if (err instanceof OpAlreadyDone) {
        // kept as applied-by-another: its id is recorded so a replay answers the same
        await db
          .insert(crewOps)
          .values({ opId: op.opId, type: op.type, userId: actor.id, jobId: op.jobId, at, receivedAt })
          .onConflictDoNothing();
        results.push({ opId: op.opId, status: "duplicate", message: err.message });
      } else if (err instanceof OpRefused) results.push({ opId: op.opId, status: "refused", message: err.message });
      else if (err instanceof HttpError && err.status === 409) results.push({ opId: op.opId, status: "refused", message: err.message });
      else if (err instanceof HttpError && err.status === 404)
        results.push({ opId: op.opId, status: "refused", message: "This job is not one your crew is booked on" });
      else throw err;
    }
  }
  return { results };
}
