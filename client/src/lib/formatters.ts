/** en-AU formatting shared by every feature. */

const dateTime = new Intl.DateTimeFormat("en-AU", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Australia/Brisbane",
});

const dateOnly = new Intl.DateTimeFormat("en-AU", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Australia/Brisbane",
});

/** "21/11/2026, 2:05 pm" in Queensland time. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}

/** "21/11/2026" in Queensland time. */
export function formatDate(value: string | Date): string {
  return dateOnly.format(new Date(value));
}
