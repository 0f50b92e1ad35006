import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { StageMove } from "@shared/jobs/job-api";
import { addWorkingDays, type ClosedDay, workingDayFrom, workingDaysFrom } from "@shared/calendar/working-days";
import { crewDays, jobStages, leads, stageBookings, workJobs } from "@shared/schema";
import type { ShiftInput } from "@shared/jobs/job-validation";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { takeCrewDays } from "./bookings";
import { queueJobEmail } from "./job-emails";
import { jobMovedText } from "@shared/texts/text-words";
import { queueText } from "../texts";
import { flagLapsedPlans } from "./compliance/lapsed-plans";

export interface ShiftOutcome {
  preview: boolean;
  moves: StageMove[];
  /** homeowners told of their new dates (none in a preview) */
  homeownersTold: number;
}

/** Thrown to roll a preview's transaction back, carrying what it would have done. */
class PreviewOnly extends Error {
  constructor(readonly moves: StageMove[]) {
    super("preview");
  }
}

/** The bookings a shift moves: each with a day on or after `fromDay` (of one crew, or all), its stage not done. */
async function bookingsToMove(tx: AppDb, fromDay: string, crewId: number | undefined) {
  const moving = tx
    .selectDistinct({ id: crewDays.bookingId })
    .from(crewDays)
    .where(and(gte(crewDays.day, fromDay), crewId === undefined ? undefined : eq(crewDays.crewId, crewId)));
  const rows = await tx
    .select({
      bookingId: stageBookings.id,
      jobId: stageBookings.jobId,
      leadId: workJobs.leadId,
      reference: leads.reference,
      phone: leads.phone,
      stage: stageBookings.stage,
      crewId: stageBookings.crewId,
      day: crewDays.day,
    })
    .from(stageBookings)
    .innerJoin(crewDays, eq(crewDays.bookingId, stageBookings.id))
    .innerJoin(jobStages, and(eq(jobStages.jobId, stageBookings.jobId), eq(jobStages.stage, stageBookings.stage)))
    .innerJoin(workJobs, eq(workJobs.id, stageBookings.jobId))
    .innerJoin(leads, eq(leads.id, workJobs.leadId))
    .where(and(inArray(stageBookings.id, moving), isNull(jobStages.doneAt)))
    .orderBy(asc(crewDays.day))
    .for("update", { of: stageBookings });
  const byBooking = new Map<number, Omit<(typeof rows)[number], "day"> & { days: string[] }>();
  for (const { day, ...row } of rows) {
    const booking = byBooking.get(row.bookingId) ?? { ...row, days: [] };
    booking.days.push(day);
    byBooking.set(row.bookingId, booking);
  }
  return [...byBooking.values()].sort((a, b) => a.days[0]!.localeCompare(b.days[0]!) || a.bookingId - b.bookingId);
}

/**
 * A rain day: every booked stage with a day on or after `fromDay` moves whole, `workingDays` working days later
 * (its length kept in working days), in one transaction. Moves go earliest first onto days freed by the move,
 * and a stage whose new days meet a crew's day still taken goes on to the next free run. Each homeowner whose
 * job moved is emailed once (and texted, when they asked for texts). A preview runs the same moves and rolls them back, so it shows exactly what
 * confirming would do and changes nothing.
 */
export async function shiftSchedule(
  db: AppDb,
  input: ShiftInput,
  closed: ClosedDay,
  business: { name: string; siteUrl: string },
  /** the shift's audit row, written in the shift's own transaction: no moves are kept without it */
  recordMoves: (tx: AppDb, moves: StageMove[]) => Promise<void>,
): Promise<ShiftOutcome> {
  try {
    return await inTransaction(db, async (tx) => {
      // one shift at a time: two at once would each move the other's moves
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('schedule-shift'))`);
      const bookings = await bookingsToMove(tx, input.fromDay, input.crewId);
      if (bookings.length) {
        await tx.delete(crewDays).where(
          inArray(
            crewDays.bookingId,
            bookings.map((booking) => booking.bookingId),
          ),
        );
      }
      const moves: StageMove[] = [];
      for (const booking of bookings) {
        let start = addWorkingDays(workingDayFrom(booking.days[0]!, closed), input.workingDays, closed);
        for (;;) {
          const days = workingDaysFrom(start, booking.days.length, closed);
          const refused = await takeCrewDays(tx, booking.bookingId, booking.crewId, days);
          if (refused.length === 0) {
            moves.push({
              jobId: booking.jobId,
              reference: booking.reference,
              stage: booking.stage,
              crewId: booking.crewId,
              from: booking.days,
              to: days,
            });
            break;
          }
          await tx.delete(crewDays).where(and(eq(crewDays.bookingId, booking.bookingId)));
          start = addWorkingDays(start, 1, closed);
        }
      }
      if (input.preview) throw new PreviewOnly(moves);
      if (moves.length > 0) await recordMoves(tx, moves);
      for (const move of moves) await flagLapsedPlans(tx, move.jobId, move.stage, move.to);
      const told = new Map(bookings.map((booking) => [booking.jobId, booking]));
      for (const [jobId, { leadId, reference, phone }] of told) {
        await queueJobEmail(tx, { jobId, leadId, message: "moved" });
        // and a text, to a homeowner who asked for texts
        await queueText(tx, {
          leadId,
          number: phone,
          body: jobMovedText(business.name, reference),
          purpose: "job-moved",
          needsConsent: true,
        });
      }
      return { preview: false, moves, homeownersTold: told.size };
    });
  } catch (error) {
    if (error instanceof PreviewOnly) return { preview: true, moves: error.moves, homeownersTold: 0 };
    throw error;
  }
}
