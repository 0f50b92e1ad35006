import type { LeadKind } from "../leads/lead-kinds";
import { optionsOf } from "../options";

/** The rules of online site-visit booking, in one place for the server, the booking page and /admin. */
export const BOOKING_DAYS_AHEAD = 14;
/** A window starting sooner than this is not offered: the crew plans the day before. */
export const MIN_NOTICE_HOURS = 12;
/** A homeowner changes or cancels online until this long before the window; after that, they call. */
export const CHANGE_CUTOFF_HOURS = 24;

export interface VisitWindowPattern {
  id?: number;
  /** 1 Monday ... 7 Sunday */
  weekday: number;
  /** minutes after midnight, Brisbane time */
  startMinute: number;
  endMinute: number;
  /** how many visits fit in the window */
  capacity: number;
}

/** A fresh start: Monday to Friday, 8:00-10:00 and 13:00-15:00, one visit each. */
export const DEFAULT_VISIT_PATTERN: VisitWindowPattern[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 8 * 60, endMinute: 10 * 60, capacity: 1 },
  { weekday, startMinute: 13 * 60, endMinute: 15 * 60, capacity: 1 },
]);

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const EXCAVATOR_ACCESS = optionsOf({
  yes: "Yes, a small excavator (about 1.5 m wide) can get in",
  no: "No, access is by hand only",
  "not-sure": "Not sure",
});
export type ExcavatorAccess = (typeof EXCAVATOR_ACCESS)[number]["value"];

/** "8:00" for a minute of the day. */
export const clockTime = (minute: number) => `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, "0")}`;

/** An open window as the API and the booking page offer it. */
export interface OpenWindow {
  /** ISO 8601 with +10:00: the value of the booking form's `slot` */
  start: string;
  end: string;
  /** visits still free in it */
  free: number;
}

/** A booked visit as the API answers it. */
export interface SiteVisitView {
  id: number;
  start: string;
  end: string;
  address: string;
  excavatorAccess: ExcavatorAccess | null;
  parking: string | null;
  bookedBy: "homeowner" | "staff";
  /** whether the homeowner may still change or cancel it online */
  changeable: boolean;
}

/** One of GET /api/visits, the staff agenda: a booked visit with its lead. */
export interface AgendaVisit extends SiteVisitView {
  lead: { kind: LeadKind; id: number; reference: string; name: string; phone: string; status: string; service: string } | null;
}

/** A Brisbane day with no visits. */
export interface DayOff {
  day: string;
  note: string | null;
}

/** GET /api/visit-windows: the weekly pattern and the days off to come (PUT answers the pattern alone). */
export interface VisitSettings {
  windows: VisitWindowPattern[];
  daysOff: DayOff[];
}
