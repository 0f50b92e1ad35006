import { SERVICE_OPTIONS } from "../constants";
import { findLocalities } from "../service-area/localities";
import { splitServices } from "../service-selection";

/** The FAQ's own rules, said on the quote forms before a homeowner has to ask (never blocking). */
export const QUALIFICATION_NOTES = {
  engineering: "Walls over 1 metre high need engineering. We arrange the engineering design and certification for you.",
  wallMinimum: "Our minimum retaining wall job is 20 square metres",
  fenceMinimum: "Our minimum fence job is 20 linear metres",
} as const;

export const outsideServiceAreaNote = (place: string, serviceArea: string) =>
  `${place} looks to be outside our usual service area (${serviceArea}). You are still welcome to send your request, and we will let you know if we can help.`;

const WALL_SERVICES = new Set<string>(SERVICE_OPTIONS.filter((s) => s.includes("Retaining Wall")));
const FENCE_SERVICES = new Set<string>(SERVICE_OPTIONS.filter((s) => s.includes("Fencing")));

export interface Qualification {
  engineering: boolean;
  wallMinimum: boolean;
  fenceMinimum: boolean;
  /** the place the visitor named, when it is a known SEQ place in no council we serve */
  outsidePlace: string | null;
}

export interface QualifiedQuote {
  belowMinimum: boolean;
  outsideServiceArea: boolean;
}

/** Which notes the main quote form shows for these answers (the same function decides what the lead stores). */
export function qualifyQuote(
  answers: { service: string; length: string; location: string },
  serviceCouncils: readonly string[],
): Qualification {
  const services = splitServices(answers.service);
  const walls = services.some((s) => WALL_SERVICES.has(s));
  const fences = services.some((s) => FENCE_SERVICES.has(s));
  const small = answers.length === "under-10m";
  const place = answers.location.trim().length >= 2 ? findLocalities(answers.location) : null;
  const outside = place !== null && !place.councils.some((council) => serviceCouncils.includes(council));
  return { engineering: walls, wallMinimum: small && walls, fenceMinimum: small && fences, outsidePlace: outside ? place.name : null };
}

/** The landing page's form asks only for the trade: retaining-walls, fencing or both. */
export const qualifyAdService = (service: string): Qualification => ({
  engineering: service === "retaining-walls" || service === "both",
  wallMinimum: false,
  fenceMinimum: false,
  outsidePlace: null,
});

export const storedQualification = (q: Qualification): QualifiedQuote => ({
  belowMinimum: q.wallMinimum || q.fenceMinimum,
  outsideServiceArea: q.outsidePlace !== null,
});
