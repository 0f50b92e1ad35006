import { z } from "zod";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a day that exists, written YYYY-MM-DD ("2026-02-30" is not one). */
export const isCalendarDay = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DAY_PATTERN.test(text) && Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/**
 * A calendar day as a form or an address gives it: refused with `required` when missing, `format` when it is not
 * YYYY-MM-DD, and `notReal` when no such day exists.
 */
export const calendarDay = ({ required, format = required, notReal = format }: { required: string; format?: string; notReal?: string }) =>
  z.string(required).regex(DAY_PATTERN, format).refine(isCalendarDay, notReal);
