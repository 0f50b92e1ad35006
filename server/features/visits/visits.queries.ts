import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { leadEvents, type SiteVisit, siteVisits, visitSlots } from "@shared/schema";
import { formatVisitWindow } from "@shared/calendar/brisbane-time";
import type { ExcavatorAccess, SiteVisitView } from "@shared/visits/visit-api";
import type { AppDb } from "../../db/client";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import { type LeadMover, lockLead, moveLead } from "../leads";
import { bookingMovesLead, visitView } from "./visit-rules";
import type { DatedWindow } from "./visit-rules";

/** The lead's booked visit as staff see it beside the lead, or null. */
export async function visitForLead(db: AppDb, leadId: number): Promise<SiteVisitView | null> {
  const visit = await bookedVisitOf(db, leadId);
  return visit ? visitView(visit) : null;
}

export async function bookedVisitOf(db: AppDb, leadId: number): Promise<SiteVisit | undefined> {
  const visit = await db.query.siteVisits.findFirst({ where: and(eq(siteVisits.leadId, leadId), eq(siteVisits.state, "booked")) });
  return visit;
}

/**
 * Takes one place in the window: one upsert that counts it only while the window has room (a row lock
 * serialises bookings of one window across every process, and the CHECK on visit_slots refuses an overflow
 * besides). False when the window is full.
 */
async function takePlace(tx: AppDb, window: DatedWindow): Promise<boolean> {
  const taken = await tx
    .insert(visitSlots)
    .values({ windowStart: window.start, capacity: window.capacity, booked: 1 })
    .onConflictDoUpdate({
      target: visitSlots.windowStart,
      set: { booked: sql`${visitSlots.booked} + 1`, capacity: window.capacity },
      setWhere: sql`${visitSlots.booked} < ${window.capacity}`,
    })
    .returning({ booked: visitSlots.booked });
  return taken.length === 1;
}

async function givePlaceBack(tx: AppDb, windowStart: Date): Promise<void> {
  await tx
    .update(visitSlots)
    .set({ booked: sql`greatest(${visitSlots.booked} - 1, 0)` })
    .where(eq(visitSlots.windowStart, windowStart));
}

export interface VisitDetails {
  address: string;
  excavatorAccess?: ExcavatorAccess;
  parking?: string;
}

/** The homeowner's answers as a visit keeps them: no parking note is none. */
const visitDetails = (details: VisitDetails) => ({
  address: details.address,
  excavatorAccess: details.excavatorAccess ?? null,
  parking: details.parking || null,
});

export interface BookingActor extends LeadMover {
  bookedBy: SiteVisit["bookedBy"];
}

/** Records a change of the visit in the lead's history, where staff read what happened to the lead. */
async function recordVisitEvent(tx: AppDb, leadId: number, oldValue: string | null, newValue: string | null, actor: BookingActor) {
  await tx.insert(leadEvents).values({ leadId, field: "siteVisit", oldValue, newValue, userId: actor.id, username: actor.name });
}

/**
 * Books the window for the lead, or moves its visit there: takes a place in the new window first (refused
 * when full, with nothing changed), gives the old one back, and moves a New or Contacted lead to "Site visit
 * booked", recorded in its history with the response clock stopped as for any first move. Runs in the
 * caller's transaction.
 */
export async function bookVisit(tx: AppDb, leadId: number, window: DatedWindow, details: VisitDetails, actor: BookingActor) {
  const current = await bookedVisitOf(tx, leadId);
  if (current?.windowStart.getTime() === window.start.getTime()) {
    const [same] = await tx
      .update(siteVisits)
      .set({ ...visitDetails(details), updatedAt: sql`now()` })
      .where(eq(siteVisits.id, current.id))
      .returning();
    return { visit: same!, previous: current };
  }
  if (!(await takePlace(tx, window))) return { full: true as const };
  const booking = { windowStart: window.start, windowEnd: window.end, ...visitDetails(details), bookedBy: actor.bookedBy };
  let visit: SiteVisit;
  if (current) {
    await givePlaceBack(tx, current.windowStart);
    [visit] = (await tx
      .update(siteVisits)
      .set({ ...booking, updatedAt: sql`now()` })
      .where(eq(siteVisits.id, current.id))
      .returning()) as [SiteVisit];
  } else {
    [visit] = (await tx
      .insert(siteVisits)
      .values({ leadId, ...booking })
      .returning()) as [SiteVisit];
  }
  await recordVisitEvent(
    tx,
    leadId,
    current ? formatVisitWindow(current.windowStart, current.windowEnd) : null,
    formatVisitWindow(window.start, window.end),
    actor,
  );
  // staff know of the visits they book themselves; the homeowner's own booking buzzes their phones
  if (actor.bookedBy === "homeowner") await enqueuePushAlert(tx, "visit-booked", { type: "lead", id: leadId });
  // locked before it is read: a lead moved on meanwhile (Quoted, say) keeps its status
  const lead = await lockLead(tx, leadId);
  if (lead && bookingMovesLead(lead.status)) await moveLead(tx, leadId, { status: "site-visit-booked" }, actor);
  return { visit, previous: current };
}

/** Cancels the lead's visit and gives its place back; undefined when it had none. */
export async function cancelVisit(tx: AppDb, leadId: number, actor: BookingActor) {
  const current = await bookedVisitOf(tx, leadId);
  if (!current) return undefined;
  const [cancelled] = await tx
    .update(siteVisits)
    .set({ state: "cancelled", updatedAt: sql`now()` })
    .where(eq(siteVisits.id, current.id))
    .returning();
  await givePlaceBack(tx, current.windowStart);
  await recordVisitEvent(tx, leadId, formatVisitWindow(current.windowStart, current.windowEnd), null, actor);
  return cancelled!;
}

/** The booked visits from one instant to another, soonest first: the staff agenda. */
export async function visitsBetween(db: AppDb, from: Date, to: Date) {
  return db
    .select()
    .from(siteVisits)
    .where(and(eq(siteVisits.state, "booked"), gte(siteVisits.windowStart, from), lt(siteVisits.windowStart, to)))
    .orderBy(asc(siteVisits.windowStart), asc(siteVisits.id));
}

/** A deleted lead's visits go with it (its place given back if still booked). */
export async function deleteVisitsOfLead(tx: AppDb, leadId: number): Promise<void> {
  const current = await bookedVisitOf(tx, leadId);
  if (current) await givePlaceBack(tx, current.windowStart);
  await tx.delete(siteVisits).where(eq(siteVisits.leadId, leadId));
}
