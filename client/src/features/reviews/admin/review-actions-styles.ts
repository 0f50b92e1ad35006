/** The small buttons in a review's Action cell. */
export const rowButton = {
  primary:
    "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70",
  secondary:
    "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-70",
} as const;
