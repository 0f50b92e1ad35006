import { daysBetween } from "../calendar/durations";
import { formatDay } from "../calendar/day-format";
import { type ClosedDay, workingDaysBetween } from "../calendar/working-days";
import { COMPLIANCE_THRESHOLDS } from "./compliance-rules";

export interface BydaEnquiry {
  lodgedOn: string;
  /** the plans' last valid day */
  validUntil: string;
}

/**
 * Why digging on `days` (in order) is refused under this Before You Dig enquiry, or null: lodged at least one whole
 * working day before the first day, no more than 30 calendar days before it, and the plans valid on every day.
 */
export function bydaWindowProblem(enquiry: BydaEnquiry, days: readonly string[], closed: ClosedDay): string | null {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const lead = COMPLIANCE_THRESHOLDS.bydaLeadWorkingDays.value;
  if (enquiry.lodgedOn >= first || workingDaysBetween(enquiry.lodgedOn, first, closed) < lead)
    return `Before You Dig: lodge the enquiry at least ${lead} business day before ${formatDay(first)}`;
  if (daysBetween(enquiry.lodgedOn, first) > COMPLIANCE_THRESHOLDS.bydaMaxAgeDays.value)
    return `Before You Dig: this enquiry was lodged more than ${COMPLIANCE_THRESHOLDS.bydaMaxAgeDays.value} days before ${formatDay(first)}: lodge a new one`;
  if (enquiry.validUntil < last)
    return `Before You Dig: the plans stop being valid on ${formatDay(enquiry.validUntil)}, before ${formatDay(last)}`;
  return null;
}
