import { MAX_SERVICES } from "@shared/constants";

/**
 * The review form's service selection after a box changes (design.md): ticking adds the service to
 * the end, unticking removes it, and when a third arrives anyway the last two are kept.
 */
export function nextServiceSelection(selected: readonly string[], service: string, checked: boolean): string[] {
  const without = selected.filter((s) => s !== service);
  if (!checked) return without;
  return [...without, service].slice(-MAX_SERVICES);
}
