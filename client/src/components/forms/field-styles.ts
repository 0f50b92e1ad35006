import { clsx } from "clsx";

/**
 * The look of every form control. The public forms use the default (48 px tall, 16 px text, which
 * also stops iOS zooming in); the golf tool's dense forms pass `compact`.
 */
export function controlClass({ compact = false, invalid = false }: { compact?: boolean; invalid?: boolean } = {}): string {
  return clsx(
    "block w-full rounded-md border bg-white text-ink shadow-sm placeholder:text-gray-500",
    "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
    compact ? "px-3 py-2 text-sm" : "min-h-12 px-3.5 py-2.5 text-base",
    invalid ? "border-red-700" : "border-gray-300",
  );
}

export const labelClass = (compact = false) => clsx("block text-sm text-ink", compact ? "font-medium" : "font-semibold");

export const hintClass = (compact = false) => clsx("mt-1 text-ink-muted", compact ? "text-xs" : "text-sm");
