/** Days as the business writes them to a homeowner (quotes, invoices, jobs), in Brisbane: "Thursday 26 November 2026". */
const contractDay = new Intl.DateTimeFormat("en-AU", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Australia/Brisbane",
});
const contractTime = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Australia/Brisbane",
});

/** A Brisbane day ("2026-11-26") or an instant, as its day. */
export function formatDay(day: string | Date): string {
  return contractDay.format(typeof day === "string" ? new Date(`${day}T12:00:00+10:00`) : day);
}

const noticeTime = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Brisbane", dateStyle: "full", timeStyle: "short" });

/** When something happened, as a security notice to staff says it: "Thursday 26 November 2026 at 2:05 pm". */
export const formatNoticeTime = (iso: string): string => noticeTime.format(new Date(iso));

/** An instant to the minute, Brisbane time: "26 November 2026 at 2:05 pm". */
export const formatDayTime = (instant: Date): string => contractTime.format(instant);

const shortTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Brisbane",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});
/** "Sat 28 Nov, 7:12 am": when something on site happened, Brisbane time, short enough for a phone's line. */
export const formatShortTime = (iso: string): string => shortTime.format(new Date(iso));
