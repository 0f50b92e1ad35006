/** Small helpers behind the golf lists' search boxes and filter menus. */

/** True when every word of the query appears, in any case, in one of the fields. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fields.filter(Boolean).join(" ").toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The distinct non-empty values, sorted for a filter menu. */
export function distinctSorted(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b, "en-AU"));
}
