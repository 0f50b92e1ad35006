import { MAX_SERVICES, SERVICE_SEPARATOR } from "./constants";

/**
 * How a form's chosen services become the one stored string and back ("A, B"). Kept free of zod, so
 * the home page can split a review's services without loading the validation schemas.
 */
export function joinServices(selected: readonly string[]): string {
  return selected.join(SERVICE_SEPARATOR);
}

export function splitServices(joined: string | null | undefined): string[] {
  if (!joined) return [];
  return joined
    .split(SERVICE_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The selection after a box changes (design.md): ticking adds the service to the end, unticking
 * removes it, and when a third arrives anyway the last two are kept.
 */
export function nextServiceSelection(selected: readonly string[], service: string, checked: boolean): string[] {
  const without = selected.filter((s) => s !== service);
  if (!checked) return without;
  return [...without, service].slice(-MAX_SERVICES);
}
