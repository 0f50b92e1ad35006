/** "under 1 min", "45 min", "3 h 20 min", "2 d 4 h": a wait or a response time at a glance. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 1) return "under 1 min";
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: 2 });

/** "$12,500", or "$12,500.50" when there are cents, in Australian dollars. */
export const formatAud = (value: number): string => (Number.isInteger(value) ? dollars : cents).format(value);
