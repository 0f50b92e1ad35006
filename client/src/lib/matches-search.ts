/** True when any of the values contains every word of the query, ignoring case. */
export function matchesSearch(query: string, values: readonly (string | number | null | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = values
    .filter((value) => value !== null && value !== undefined)
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
