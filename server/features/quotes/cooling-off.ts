import { COOLING_OFF_BUSINESS_DAYS, contractLevel } from "@shared/quotes/quote-law";
import type { QuoteVersion } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { addWorkingDays } from "@shared/calendar/working-days";

/**
 * The last day of the cooling-off period: 5 business days (no weekends, no Queensland public holidays) after the
 * day the homeowner receives the signed contract, which is the day they accept online (the confirmation carries
 * it). For a quote not yet accepted, as if accepted today. Null below the regulated threshold.
 */
export function coolingOffEnds(version: Pick<QuoteVersion, "totalCents" | "acceptedAt">, today = new Date()): string | null {
  if (contractLevel(version.totalCents) === "small") return null;
  return addWorkingDays(brisbaneDay(version.acceptedAt ?? today), COOLING_OFF_BUSINESS_DAYS, isPublicHoliday);
}
