import { and, eq, isNull, ne } from "drizzle-orm";
import { bydaWindowProblem } from "@shared/compliance/byda-window";
import { holding } from "@shared/compliance/compliance-register";
import type { ClosedDay } from "@shared/calendar/working-days";
import { jobStages, type WorkJob } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { HttpError } from "../../../http-error";
import { jobRegister } from "./compliance.queries";

const refused = (messages: readonly string[]) => new HttpError(409, messages.join("; "));

/**
 * Holds a booking of `stage` on `days` while the paperwork it needs is missing (409 naming each item), and holds
 * the stage that digs to its Before You Dig enquiry's window. Read through the booking's transaction.
 */
export async function holdBooking(tx: AppDb, job: WorkJob, stage: number, days: string[], closed: ClosedDay): Promise<void> {
  const register = await jobRegister(tx, job, { stage, days });
  const held = holding(register.items, "booking");
  if (held.length > 0) throw refused(held.map((item) => item.missing!));
  const byda = register.items.find((item) => item.code === "byda");
  if (stage !== register.digStage || byda?.status !== "done") return;
  const { lodgedOn, validUntil } = byda.evidence as { lodgedOn: string; validUntil: string };
  const problem = bydaWindowProblem({ lodgedOn, validUntil }, days, closed);
  if (problem) throw refused([problem]);
}

/** Whether marking `stage` done finishes the job: every other stage is done and it is not. */
async function finishesJob(db: AppDb, jobId: number, stage: number): Promise<boolean> {
  const open = await db
    .select({ stage: jobStages.stage })
    .from(jobStages)
    .where(and(eq(jobStages.jobId, jobId), isNull(jobStages.doneAt), ne(jobStages.stage, stage)));
  const [self] = await db
    .select({ doneAt: jobStages.doneAt })
    .from(jobStages)
    .where(and(eq(jobStages.jobId, jobId), eq(jobStages.stage, stage)));
  return open.length === 0 && self !== undefined && self.doneAt === null;
}

/** Holds practical completion and the sign-off while a completion item is needed (409 naming each). */
export async function holdCompletion(db: AppDb, job: WorkJob): Promise<void> {
  const held = holding((await jobRegister(db, job)).items, "completion");
  if (held.length > 0) throw refused(held.map((item) => item.missing!));
}

/** Marking the last stage still to do is recording practical completion: held like it. */
export async function holdStageDone(db: AppDb, job: WorkJob, stage: number): Promise<void> {
  if (await finishesJob(db, job.id, stage)) await holdCompletion(db, job);
}
