import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { TakeoffLine } from "@shared/costs/takeoff";
import { jobTakeoff } from "../costs/takeoff-settings";
import type { CrewDays, CrewJobDay, JobSiteRecord } from "@shared/crew/crew-api";
import { CREW_DAYS_AHEAD, USUAL_PREPARATION } from "@shared/crew/crew-words";
import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import { workingDaysFrom } from "@shared/calendar/working-days";
import { mapUrl } from "@shared/site-links";
import { crewDays, crewMembers, crews, jobStages, leads, stageBookings, users, workJobs } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { closedDays } from "../../visits";
import { addressesOf } from "../jobs.queries";
import { unchargedReasonList } from "./checklists";
import { type CrewActor, crewsOfActor } from "./crew-access";
import { jobSiteRecord } from "./site-record";
import { crewComplianceOf } from "../compliance/crew-compliance";
import type { CrewCompliance } from "@shared/crew/crew-api";

/** A homeowner as a crew greets them: the first word of the name they gave. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** Today and the next 6 working days, Brisbane time. */
export async function crewDayList(db: AppDb, now = new Date()): Promise<string[]> {
  const today = brisbaneDay(now);
  const closed = await closedDays(db, today);
  return [today, ...workingDaysFrom(addDays(today, 1), CREW_DAYS_AHEAD, closed)];
}

/**
 * GET /api/crew/days: each day's booked stages for the actor's crews (every crew for Staff and Owners), with
 * what a crew needs on site and offline: the address, the homeowner's first name and number, the stage, what to
 * prepare, the checklist and the job's photos. Nothing in it is money.
 */
export async function crewDaysFor(db: AppDb, actor: CrewActor, now = new Date()): Promise<CrewDays> {
  const days = await crewDayList(db, now);
  const mine = await crewsOfActor(db, actor);
  const rows =
    mine !== undefined && mine.length === 0
      ? []
      : await db
          .select({
            day: crewDays.day,
            crewId: crewDays.crewId,
            crewName: crews.name,
            jobId: stageBookings.jobId,
            stage: stageBookings.stage,
          })
          .from(crewDays)
          .innerJoin(stageBookings, eq(stageBookings.id, crewDays.bookingId))
          .innerJoin(crews, eq(crews.id, crewDays.crewId))
          .where(
            and(
              gte(crewDays.day, days[0]!),
              lte(crewDays.day, days[days.length - 1]!),
              mine === undefined ? undefined : inArray(crewDays.crewId, mine),
            ),
          )
          .orderBy(asc(crewDays.day), asc(crews.name), asc(stageBookings.jobId));
  const jobIds = [...new Set(rows.map((row) => row.jobId))];
  const crewIds = [...new Set(rows.map((row) => row.crewId))];
  const jobs = jobIds.length
    ? await db
        .select({ job: workJobs, lead: leads })
        .from(workJobs)
        .innerJoin(leads, eq(leads.id, workJobs.leadId))
        .where(inArray(workJobs.id, jobIds))
    : [];
  const jobById = new Map(jobs.map((row) => [row.job.id, row]));
  const stages = jobIds.length
    ? await db.select().from(jobStages).where(inArray(jobStages.jobId, jobIds)).orderBy(asc(jobStages.stage))
    : [];
  const members = crewIds.length
    ? await db
        .select({ crewId: crewMembers.crewId, id: users.id, firstName: users.firstName, username: users.username })
        .from(crewMembers)
        .innerJoin(users, eq(users.id, crewMembers.userId))
        .where(inArray(crewMembers.crewId, crewIds))
        .orderBy(asc(users.id))
    : [];
  const addresses = await addressesOf(
    db,
    jobs.map((row) => row.lead.id),
  );
  const records = new Map<number, JobSiteRecord>();
  for (const jobId of jobIds) records.set(jobId, await jobSiteRecord(db, jobId));
  const paperwork = new Map<number, CrewCompliance>();
  for (const jobId of jobIds) paperwork.set(jobId, await crewComplianceOf(db, jobId));
  const takeoffs = new Map<number, TakeoffLine[]>();
  for (const { job } of jobs) takeoffs.set(job.id, await jobTakeoff(db, job));

  const jobDay = (row: (typeof rows)[number]): CrewJobDay => {
    const { job, lead } = jobById.get(row.jobId)!;
    const jobStagesOf = stages.filter((stage) => stage.jobId === row.jobId);
    const stage = jobStagesOf.find((candidate) => candidate.stage === row.stage)!;
    const address = addresses.get(lead.id) ?? lead.location ?? "";
    const record = records.get(job.id)!;
    return {
      jobId: job.id,
      reference: lead.reference,
      kind: job.kind,
      suburb: lead.location ?? "",
      address,
      mapUrl: mapUrl(address),
      firstName: firstNameOf(lead.name),
      phone: lead.phone,
      stage: { stage: stage.stage, description: stage.description, doneAt: stage.doneAt?.toISOString() ?? null },
      stages: jobStagesOf.map((each) => ({ stage: each.stage, description: each.description, doneAt: each.doneAt?.toISOString() ?? null })),
      prepare: stage.prepare || USUAL_PREPARATION[job.kind ?? "other"],
      checklist: record.checklist,
      photos: record.sitePhotos,
      onSite: record.timeEntries
        .filter((entry) => entry.off === null)
        .map((entry) => ({ userId: entry.userId, name: entry.name, since: entry.on })),
      materials: record.materials,
      takeoff: takeoffs.get(job.id) ?? [],
      notes: record.notes,
      crewId: row.crewId,
      crewName: row.crewName,
      members: members
        .filter((member) => member.crewId === row.crewId)
        .map((member) => ({ id: member.id, name: member.firstName || member.username })),
      signedOff: record.signOff !== null,
      compliance: paperwork.get(job.id),
    };
  };

  const [me] = await db.select({ firstName: users.firstName, username: users.username }).from(users).where(eq(users.id, actor.id));
  return {
    days: days.map((day) => ({ day, jobs: rows.filter((row) => row.day === day).map(jobDay) })),
    unchargedReasons: (await unchargedReasonList(db)).map(({ key, label }) => ({ key, label })),
    me: { id: actor.id, name: me?.firstName || me?.username || actor.name },
  };
}
