/** The crew app's buttons and fields: at least 44 px tall, for a thumb on site. */
export const crewButton = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50",
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 text-base font-semibold text-brand-800 ring-1 ring-gray-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50",
  accent:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-400 px-4 text-base font-semibold text-ink shadow-sm hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-50",
};
export const crewField =
  "min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
export const crewLabel = "text-sm font-semibold text-ink";
export const crewSection = "grid gap-3 border-t border-gray-200 pt-4";
export const crewHeading = "text-base font-bold text-ink";
