import { publicHolidayAt } from "@shared/calendar/public-holidays";
import type { SiteVisit } from "@shared/schema";
import { addDays, brisbaneInstant, isoBrisbane, isoWeekday } from "@shared/calendar/brisbane-time";
import {
  BOOKING_DAYS_AHEAD,
  CHANGE_CUTOFF_HOURS,
  type ExcavatorAccess,
  MIN_NOTICE_HOURS,
  type SiteVisitView,
  type VisitWindowPattern,
} from "@shared/visits/visit-api";
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

/** A window of the pattern on a given day, as the instants it spans. */
export interface DatedWindow {
  start: Date;
  end: Date;
  capacity: number;
}

/** Why a window cannot be booked, in the homeowner's words. */
export type WindowRefusal = "not-a-window" | "too-soon" | "too-far" | "day-off" | "public-holiday" | "full";

/** How soon and how far ahead a booking may be: one set of rules for what is offered and what is accepted. */
export interface BookingRules {
  minNoticeHours: number;
  daysAhead: number;
}

/** A homeowner books online: the next 14 days, at least 12 hours ahead (the crew plans the day before). */
export const HOMEOWNER_BOOKING: BookingRules = { minNoticeHours: MIN_NOTICE_HOURS, daysAhead: BOOKING_DAYS_AHEAD };
/** Staff book for a homeowner who rang: any window still to come in the same 14 days, however soon. */
export const STAFF_BOOKING: BookingRules = { minNoticeHours: 0, daysAhead: BOOKING_DAYS_AHEAD };

export interface PatternWindow extends DatedWindow {
  free: number;
  closed?: "day-off" | "public-holiday";
}

/**
 * Every window of the weekly pattern from `fromDay` for `days` days, each with its free places, and why it is closed
 * when it falls on a day off or a public holiday.
 */
export function patternWindows(
  pattern: readonly VisitWindowPattern[],
  fromDay: string,
  days: number,
  { daysOff, bookedAt }: { daysOff: ReadonlySet<string>; bookedAt: ReadonlyMap<number, number> },
): PatternWindow[] {
  const windows: PatternWindow[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(fromDay, i);
    for (const window of pattern.filter((w) => w.weekday === isoWeekday(day))) {
      const start = brisbaneInstant(day, window.startMinute);
      const closed = daysOff.has(day) ? "day-off" : publicHolidayAt(start) ? "public-holiday" : undefined;
      windows.push({
        start,
        end: brisbaneInstant(day, window.endMinute),
        capacity: window.capacity,
        free: window.capacity - (bookedAt.get(start.getTime()) ?? 0),
        ...(closed ? { closed } : {}),
      });
    }
  }
  return windows;
}

/** Why the rules refuse a window now, whatever its free places; undefined when they allow it. */
export function windowRefusal(window: PatternWindow, rules: BookingRules, now: Date): WindowRefusal | undefined {
  if (window.closed) return window.closed;
  if (window.start.getTime() < now.getTime() + rules.minNoticeHours * HOUR_MS) return "too-soon";
  if (window.start.getTime() >= now.getTime() + rules.daysAhead * 24 * HOUR_MS) return "too-far";
  return undefined;
}
