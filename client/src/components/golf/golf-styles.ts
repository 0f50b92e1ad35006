/** Class names shared by the golf tool's controls, so every page looks and behaves the same. */

export const cardClass = "rounded-lg border border-slate-200 bg-white shadow-sm";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

export const labelClass = "block text-sm font-medium text-ink";

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm " +
  "hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm " +
  "hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
