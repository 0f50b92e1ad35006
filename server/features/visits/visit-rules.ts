import type { SiteVisit } from "@shared/schema";
import { isoBrisbane } from "@shared/calendar/brisbane-time";
import { CHANGE_CUTOFF_HOURS, type ExcavatorAccess, type SiteVisitView } from "@shared/visits/visit-api";
import { HOUR_MS } from "@shared/calendar/durations";

/** Statuses a booking moves on to "Site visit booked"; a lead further along keeps its status. */
const BEFORE_VISIT: readonly string[] = ["new", "contacted"];
export const bookingMovesLead = (status: string) => BEFORE_VISIT.includes(status);

/** A visit as the API and the pages show it. */
export function visitView(visit: SiteVisit, now = new Date()): SiteVisitView {
  return {
    id: visit.id,
    start: isoBrisbane(visit.windowStart),
    end: isoBrisbane(visit.windowEnd),
    address: visit.address,
    excavatorAccess: visit.excavatorAccess as ExcavatorAccess | null,
    parking: visit.parking,
    bookedBy: visit.bookedBy,
    changeable: visit.windowStart.getTime() - now.getTime() >= CHANGE_CUTOFF_HOURS * HOUR_MS,
  };
}
