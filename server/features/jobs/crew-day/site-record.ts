import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { JobSiteRecord } from "@shared/crew/crew-api";
import { addDays, brisbaneClock, brisbaneDay, brisbaneInstant } from "@shared/calendar/brisbane-time";
import { jobMaterials, jobNotes, leads, timeEntries, users, workJobs } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { type CsvColumn, toCsv } from "../../../lib/csv";
import { checklistsOf, unchargedReasonList } from "./checklists";
import { photosOfJobs } from "./crew-photos.queries";
import { signOffPdfUrl, signOffsOf } from "./sign-off-file";

/** What the crews recorded on a job, as the office reads it beside the job: every time the phone's. */
export async function jobSiteRecord(db: AppDb, jobId: number): Promise<JobSiteRecord> {
  const entries = await db
    .select({ entry: timeEntries, firstName: users.firstName, username: users.username })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(eq(timeEntries.jobId, jobId))
    .orderBy(asc(timeEntries.onAt), asc(timeEntries.id));
  const materials = await db
    .select()
    .from(jobMaterials)
    .where(eq(jobMaterials.jobId, jobId))
    .orderBy(asc(jobMaterials.at), asc(jobMaterials.id));
  const notes = await db.select().from(jobNotes).where(eq(jobNotes.jobId, jobId)).orderBy(asc(jobNotes.at), asc(jobNotes.id));
  const signOff = (await signOffsOf(db, [jobId])).get(jobId);
  return {
    timeEntries: entries.map(({ entry, firstName, username }) => ({
      userId: entry.userId,
      name: firstName || username,
      stage: entry.stage,
      on: entry.onAt.toISOString(),
      off: entry.offAt?.toISOString() ?? null,
      unchargedReason: entry.unchargedReason,
    })),
    checklist: (await checklistsOf(db, [jobId])).get(jobId) ?? [],
    materials: materials.map((row) => ({ item: row.item, quantity: row.quantity, unit: row.unit, at: row.at.toISOString(), by: row.by })),
    notes: notes.map((row) => ({ stage: row.stage, text: row.text, at: row.at.toISOString(), by: row.by })),
    sitePhotos: (await photosOfJobs(db, [jobId])).get(jobId) ?? [],
    signOff: signOff
      ? {
          sha256: signOff.sha256,
          pdfUrl: signOffPdfUrl(jobId),
          signerName: signOff.signerName,
          at: signOff.at.toISOString(),
          receivedAt: signOff.receivedAt.toISOString(),
        }
      : null,
  };
}

/**
 * The week's time entries for payroll (GET /api/time-entries.csv?week=<Monday>): each entry whose clock-on falls
 * in the Brisbane week, with the phone's times; an entry still open has no off time and no hours.
 */
export async function weeklyTimeCsv(db: AppDb, monday: string): Promise<string> {
  const rows = await db
    .select({ entry: timeEntries, firstName: users.firstName, username: users.username, reference: leads.reference })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(workJobs, eq(workJobs.id, timeEntries.jobId))
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(and(gte(timeEntries.onAt, brisbaneInstant(monday, 0)), lt(timeEntries.onAt, brisbaneInstant(addDays(monday, 7), 0))))
    .orderBy(asc(users.username), asc(timeEntries.onAt));
  const reasons = new Map((await unchargedReasonList(db)).map((reason) => [reason.key, reason.label]));
  const columns: CsvColumn<(typeof rows)[number]>[] = [
    { header: "Member", value: (row) => row.firstName || row.username },
    { header: "Job", value: (row) => row.reference },
    { header: "Day", value: (row) => brisbaneDay(row.entry.onAt) },
    { header: "On", value: (row) => brisbaneClock(row.entry.onAt) },
    { header: "Off", value: (row) => (row.entry.offAt ? brisbaneClock(row.entry.offAt) : "") },
    {
      header: "Hours",
      value: (row) => (row.entry.offAt ? ((row.entry.offAt.getTime() - row.entry.onAt.getTime()) / 3_600_000).toFixed(2) : ""),
    },
    {
      header: "Uncharged reason",
      value: (row) => (row.entry.unchargedReason ? (reasons.get(row.entry.unchargedReason) ?? row.entry.unchargedReason) : ""),
    },
  ];
  return toCsv(rows, columns);
}
