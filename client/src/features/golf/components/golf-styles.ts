/** Class names shared by the golf tool's controls, so every page looks and behaves the same. */

export const cardClass = "rounded-lg border border-slate-200 bg-white shadow-sm";

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm " +
  "hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm " +
  "hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
