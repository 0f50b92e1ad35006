/** The site's button looks, shared by the home sections. */
const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold shadow-sm transition-colors";

export const buttonClass = {
  primary: `${base} bg-accent-400 text-ink hover:bg-accent-500`,
  brand: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  outlineOnDark: `${base} bg-white/10 text-white ring-1 ring-inset ring-white/70 hover:bg-white/20`,
  outline: `${base} bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50`,
} as const;
