import { and, eq, inArray } from "drizzle-orm";
import { crewMembers, stageBookings } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { HttpError } from "../../../http-error";

export interface CrewActor {
  id: number;
  role: "owner" | "staff" | "crew";
  name: string;
}

/** The crews a member belongs to; undefined for Staff and Owners, who see every crew. */
export async function crewsOfActor(db: AppDb, actor: CrewActor): Promise<number[] | undefined> {
  if (actor.role !== "crew") return undefined;
  const rows = await db.select({ crewId: crewMembers.crewId }).from(crewMembers).where(eq(crewMembers.userId, actor.id));
  return rows.map((row) => row.crewId);
}

/**
 * Whether the actor may work on the job: Staff and Owners on every job, a Crew member on a job with a stage booked
 * to one of their crews. Another job answers as if it did not exist.
 */
export async function assertMayWorkOn(db: AppDb, actor: CrewActor, jobId: number): Promise<void> {
  const crews = await crewsOfActor(db, actor);
  if (crews === undefined) return;
  const [booked] = crews.length
    ? await db
        .select({ id: stageBookings.id })
        .from(stageBookings)
        .where(and(eq(stageBookings.jobId, jobId), inArray(stageBookings.crewId, crews)))
        .limit(1)
    : [];
  if (!booked) throw new HttpError(404, "Job not found");
}
